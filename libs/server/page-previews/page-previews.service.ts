import { Injectable } from '@nestjs/common';
import { RESERVED_COMMUNITY_NAMES } from '@app/contract';
import { AppConfig } from '@app/server/core/config';
import { DomainError } from '@app/server/core/errors';
import { CommunitiesService } from '@app/server/communities';
import { PostsService, PostViewsService } from '@app/server/posts';
import { UsersService } from '@app/server/users';
import { excerpt, PagePreview, previewImageUrl } from './page-preview';

export const SITE_NAME = 'Quorum';

const RESERVED = new Set<string>(RESERVED_COMMUNITY_NAMES.map((name) => name.toLowerCase()));

/** Path segments, decoded; null when one is not valid percent-encoding. */
function segmentsOf(path: string): string[] | null {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * The preview of a page the api serves as index.html (link previews in chat apps and search engines): a post page, a community
 * page or a profile, seen as a visitor sees it. Anything else, or anything that cannot be shown to a visitor (a
 * deleted post, an unknown name), has no preview and gets the plain page.
 */
@Injectable()
export class PagePreviewsService {
  constructor(
    private readonly posts: PostsService,
    private readonly postViews: PostViewsService,
    private readonly communities: CommunitiesService,
    private readonly users: UsersService,
    private readonly config: AppConfig,
  ) {}

  async previewFor(path: string): Promise<PagePreview | null> {
    const segments = segmentsOf(path);
    if (!segments) return null;
    try {
      if ((segments.length === 3 || segments.length === 4) && segments[1] === 'post') return await this.postPreview(segments[2]);
      if (segments.length === 1 && segments[0].startsWith('@')) return await this.profilePreview(segments[0].slice(1));
      if (segments.length === 1 && !segments[0].startsWith('@') && !RESERVED.has(segments[0].toLowerCase())) return await this.communityPreview(segments[0]);
    } catch (error) {
      // Not found or malformed: the page itself will say so.
      if (error instanceof DomainError) return null;
      throw error;
    }
    return null;
  }

  private async postPreview(publicId: string): Promise<PagePreview | null> {
    const record = await this.posts.getByPublicId(publicId);
    const [post] = await this.postViews.toPosts([record], null);
    if (!post || post.deleted || post.deletedContent) return null;
    const where = `${post.communityName} · posted by @${post.username}`;
    const text = post.type === 'link' && post.link ? `${post.link.hostname}${post.body ? ` · ${post.body}` : ''}` : post.body;
    return {
      title: `${post.title} · ${post.communityName}`,
      description: excerpt(text) || where,
      url: this.absolute(`/${post.communityName}/post/${post.publicId}`),
      image: this.absoluteOrNull(previewImageUrl(post.images[0] ?? post.image ?? post.link?.image)),
      type: 'article',
    };
  }

  private async communityPreview(name: string): Promise<PagePreview | null> {
    const community = await this.communities.get(await this.communities.resolve(name, true), null);
    const members = community.noMembers === 1 ? '1 member' : `${community.noMembers} members`;
    return {
      title: `${community.name} · ${SITE_NAME}`,
      description: excerpt(community.about) || `${community.name}: ${members} on ${SITE_NAME}.`,
      url: this.absolute(`/${community.name}`),
      image: this.absoluteOrNull(previewImageUrl(community.proPic ?? community.bannerImage)),
      type: 'website',
    };
  }

  /** A visitor sees no profile of a deleted or banned account (the page says so), so neither does a preview. */
  private async profilePreview(username: string): Promise<PagePreview | null> {
    const user = await this.users.getProfileFor(username, null);
    if (user.deleted || user.isBanned) return null;
    const points = user.points === 1 ? '1 point' : `${user.points} points`;
    return {
      title: `@${user.username} · ${SITE_NAME}`,
      description: excerpt(user.aboutMe) || `@${user.username}: ${points} on ${SITE_NAME}.`,
      url: this.absolute(`/@${user.username}`),
      image: this.absoluteOrNull(previewImageUrl(user.proPic)),
      type: 'profile',
    };
  }

  /** Names and public ids are URL-safe by their rules: no encoding needed. */
  private absolute(path: string): string {
    return new URL(path, this.config.publicUrl).toString();
  }

  private absoluteOrNull(url: string | null): string | null {
    return url === null ? null : new URL(url, this.config.publicUrl).toString();
  }
}
