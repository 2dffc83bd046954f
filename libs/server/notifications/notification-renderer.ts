import type { Image, NotificationView, Post } from '@app/contract';
import { toWireTime, toWireTimeOrNull } from '@app/server/core/clock';
import type { NotificationRecord, StoredPayloads } from './notification.types';

export type RenderFormat = 'html' | '';

/** What a title may name besides the stored payload. */
export interface RenderContext {
  /** The post the notification is about, as it reads now (current title and community). */
  post: Post | null;
  receiverUsername: string;
  /** The commenter's profile picture, for `new_comment` and `comment_reply`; null when they have none. */
  commenterPicture?: Image | null;
}

export const DEFAULT_ICON = '/favicon.png?v=2';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Titles are HTML fragments the web client injects as they are, so every interpolated name or title
 * is escaped for `html` (docs/api/notifications.md §3); the plain format is for OS notifications and stays raw.
 */
function writer(format: RenderFormat): { b: (text: string) => string; t: (text: string) => string } {
  const t = (text: string) => (format === 'html' ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]) : text);
  return { t, b: (text: string) => (format === 'html' ? `<b>${t(text)}</b>` : text) };
}

const postPath = (post: Post) => `/${post.communityName}/post/${post.publicId}`;

/** `?highlightFrom=&highlightTo=` when comments were aggregated (createdAt ≠ updatedAt). */
function highlight(record: NotificationRecord): string {
  if (record.createdAt.getTime() === record.updatedAt.getTime()) return '';
  return `?highlightFrom=${Math.floor(record.createdAt.getTime() / 1000)}&highlightTo=${Math.floor(record.updatedAt.getTime() / 1000)}`;
}

interface Rendered {
  title: string;
  toURL: string;
  /** Ours: the removal's reason and where the community's rules are (docs/moderation-log.md). */
  body?: string;
}

/** The body of a removal notice: its reason, then the community's rules page. */
function removalBody(reason: string | null | undefined, post: Post, t: (text: string) => string): string {
  const rules = `Read the rules of ${t(post.communityName)}: /${post.communityName}`;
  return reason ? `Reason: ${t(reason)}. ${rules}` : rules;
}

/** Null when what the title names cannot be loaded any more. */
function titleAndLink(record: NotificationRecord, context: RenderContext, format: RenderFormat): Rendered | null {
  const { b, t } = writer(format);
  const post = context.post;
  switch (record.type) {
    case 'new_comment':
    case 'comment_reply': {
      if (!post) return null;
      const p = record.payload as StoredPayloads['new_comment'];
      const replies = record.type === 'comment_reply';
      if (p.noComments === 1) {
        const verb = replies ? 'replied to your comment on post' : 'commented on your post';
        return { title: `${b(p.commentAuthor)} ${verb} ${b(post.title)}`, toURL: `${postPath(post)}/${p.commentId}` };
      }
      const what = replies ? 'new replies to your comment on post' : 'new comments on your post';
      return { title: `${p.noComments} ${what} ${b(post.title)}`, toURL: `${postPath(post)}${highlight(record)}` };
    }
    case 'new_votes': {
      if (!post) return null;
      const p = record.payload as StoredPayloads['new_votes'];
      const votes = p.noVotes === 1 ? '1 new upvote' : `${p.noVotes} new upvotes`;
      if (p.targetType === 'post') return { title: `${votes} on your post ${b(post.title)}`, toURL: postPath(post) };
      return { title: `${votes} on your comment in ${b(post.title)}`, toURL: `${postPath(post)}/${p.targetId}` };
    }
    case 'deleted_post': {
      if (!post) return null;
      const p = record.payload as StoredPayloads['deleted_post'];
      const by = p.deletedAs === 'mods' ? `moderators of ${b(post.communityName)}` : 'the admins';
      return { title: `Your post ${b(post.title)} has been removed by ${by}`, toURL: postPath(post), body: removalBody(p.reason, post, t) };
    }
    case 'content_moderated': {
      if (!post) return null;
      const p = record.payload as StoredPayloads['content_moderated'];
      const what = p.targetType === 'post' ? `Your post ${b(post.title)}` : `Your comment on ${b(post.title)}`;
      const toURL = p.targetType === 'post' ? postPath(post) : `${postPath(post)}/${p.targetId}`;
      if (p.action === 'restored') return { title: `${what} has been restored`, toURL };
      const by = p.deletedAs === 'admins' ? 'the admins' : `moderators of ${b(post.communityName)}`;
      return { title: `${what} has been removed by ${by}`, toURL, body: removalBody(p.reason, post, t) };
    }
    case 'mod_add': {
      const p = record.payload as StoredPayloads['mod_add'];
      return { title: `You are added as a moderator of ${t(p.communityName)} by ${b(`@${p.addedBy}`)}`, toURL: `/${p.communityName}` };
    }
    case 'new_badge': {
      const p = record.payload as StoredPayloads['new_badge'];
      return {
        title: `You are awarded the ${b(p.badgeType)} badge for your contribution to Discuit and for sheer awesomeness!`,
        toURL: `/@${context.receiverUsername}`,
      };
    }
    case 'welcome': {
      const p = record.payload as StoredPayloads['welcome'];
      return { title: `${b('Welcome to Discuit')}. Make a post in our ${b(p.communityName)} community to say hello!`, toURL: `/${p.communityName}` };
    }
    case 'announcement':
      return post ? { title: b(post.title), toURL: postPath(post) } : null;
    case 'denied_comm':
      return { title: t((record.payload as StoredPayloads['denied_comm']).body), toURL: '#' };
    case 'new_device': {
      const p = record.payload as StoredPayloads['new_device'];
      const device = `${p.browser ?? 'an unknown browser'} on ${p.os ?? 'an unknown system'}`;
      return { title: `New sign-in to your account from ${b(device)} (${t(p.ip)}). Not you? Change your password.`, toURL: '/settings#sessions' };
    }
  }
}

/** "Post image" of §3: an image post's first image, else a link post's thumbnail, as its `tiny` copy. */
function postImageIcon(post: Post | null): string | null {
  const image = post ? (post.images[0] ?? post.image ?? post.link?.image ?? null) : null;
  return image?.copies.find((copy) => copy.name === 'tiny')?.url ?? null;
}

/** The first available icon of §3: the commenter's `small` picture for comment types, then the post image. */
function iconOf(record: NotificationRecord, context: RenderContext): string {
  const post = context.post;
  if (record.type === 'new_badge') return `/badge-${(record.payload as StoredPayloads['new_badge']).badgeType}.png`;
  if (record.type === 'mod_add' || record.type === 'welcome' || record.type === 'denied_comm' || record.type === 'new_device') return DEFAULT_ICON;
  const commenterIcon = record.type === 'new_comment' || record.type === 'comment_reply' ? pictureCopy(context.commenterPicture, 'small') : null;
  return commenterIcon ?? postImageIcon(post) ?? DEFAULT_ICON;
}

const pictureCopy = (picture: Image | null | undefined, name: string): string | null => picture?.copies.find((copy) => copy.name === name)?.url ?? null;

/**
 * Where upstream fails the whole list with 500 for one unloadable object, the item falls back to a
 * neutral title that links nowhere (the contract's recommendation), so pages keep their size.
 */
export const UNAVAILABLE: Rendered = { title: 'This content is no longer available.', toURL: '#' };

export function renderNotification(record: NotificationRecord, context: RenderContext, format: RenderFormat): NotificationView {
  const rendered = titleAndLink(record, context, format) ?? UNAVAILABLE;
  return {
    id: record.id,
    version: 1,
    type: record.type,
    textFormat: format,
    title: rendered.title,
    body: rendered.body ?? '',
    icons: [iconOf(record, context)],
    toURL: rendered.toURL,
    seen: record.seen,
    seenAt: toWireTimeOrNull(record.seenAt),
    createdAt: toWireTime(record.createdAt),
    updatedAt: toWireTime(record.updatedAt),
  };
}
