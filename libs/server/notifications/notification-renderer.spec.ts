import type { Image, Post } from '@app/contract';
import { renderNotification } from './notification-renderer';
import type { NotificationRecord } from './notification.types';

const at = new Date('2026-01-01T00:00:00.000Z');
const post = {
  id: 'p1',
  publicId: 'AbCdEfGh',
  communityName: 'general',
  title: `<i>"Hi" & 'bye'</i>`,
  images: [
    {
      copies: [
        { name: 'small', url: '/images/s.webp' },
        { name: 'tiny', url: '/images/t.webp' },
      ],
    },
  ],
  image: null,
} as unknown as Post;

function record(type: NotificationRecord['type'], payload: object, updatedAt = at): NotificationRecord {
  return { id: 7, userId: 'u', type, payload: payload as NotificationRecord['payload'], seen: false, seenAt: null, createdAt: at, updatedAt };
}

describe('renderNotification', () => {
  it('escapes every interpolated value for html and leaves the plain format raw', () => {
    const r = record('new_votes', { targetType: 'post', targetId: 'p1', noVotes: 3, postId: 'p1' });
    expect(renderNotification(r, { post, receiverUsername: 'me' }, 'html').title).toBe(
      '3 new upvotes on your post <b>&lt;i&gt;&quot;Hi&quot; &amp; &#39;bye&#39;&lt;/i&gt;</b>',
    );
    expect(renderNotification(r, { post, receiverUsername: 'me' }, '').title).toBe(`3 new upvotes on your post <i>"Hi" & 'bye'</i>`);
  });

  it('uses the post image’s tiny copy as the icon, the default without one, and the badge picture for badges', () => {
    const r = record('announcement', { postId: 'p1' });
    expect(renderNotification(r, { post, receiverUsername: 'me' }, 'html').icons).toEqual(['/images/t.webp']);
    expect(renderNotification(r, { post: { ...post, images: [] }, receiverUsername: 'me' }, 'html').icons).toEqual(['/favicon.png?v=2']);
    const badge = renderNotification(record('new_badge', { userId: 'u', badgeType: 'supporter' }), { post: null, receiverUsername: 'me' }, 'html');
    expect(badge).toMatchObject({ icons: ['/badge-supporter.png'], toURL: '/@me' });
    expect(badge.title).toBe('You are awarded the <b>supporter</b> badge for your contribution to Discuit and for sheer awesomeness!');
  });

  it('puts the commenter’s small picture first for comment types, then the post image, then the default', () => {
    const picture = {
      copies: [
        { name: 'tiny', url: '/images/pt.webp' },
        { name: 'small', url: '/images/ps.webp' },
      ],
    } as unknown as Image;
    const comment = record('new_comment', { postId: 'p1', commentId: 'c1', noComments: 1, commentAuthor: 'ann', firstCreatedAt: at.toISOString() });
    const reply = record('comment_reply', {
      postId: 'p1',
      parentCommentId: 'c0',
      commentId: 'c1',
      noComments: 1,
      commentAuthor: 'ann',
      firstCreatedAt: at.toISOString(),
    });
    expect(renderNotification(comment, { post, receiverUsername: 'me', commenterPicture: picture }, 'html').icons).toEqual(['/images/ps.webp']);
    expect(renderNotification(reply, { post, receiverUsername: 'me', commenterPicture: picture }, '').icons).toEqual(['/images/ps.webp']);
    expect(renderNotification(comment, { post, receiverUsername: 'me', commenterPicture: null }, 'html').icons).toEqual(['/images/t.webp']);
    expect(renderNotification(comment, { post: { ...post, images: [] }, receiverUsername: 'me' }, 'html').icons).toEqual(['/favicon.png?v=2']);
    // Only comment types show the commenter.
    const votes = record('new_votes', { targetType: 'post', targetId: 'p1', noVotes: 2, postId: 'p1' });
    expect(renderNotification(votes, { post, receiverUsername: 'me', commenterPicture: picture }, 'html').icons).toEqual(['/images/t.webp']);
  });

  it('renders welcome, and falls back when the post is gone', () => {
    const welcome = renderNotification(record('welcome', { communityName: 'general' }), { post: null, receiverUsername: 'me' }, 'html');
    expect(welcome).toMatchObject({ title: '<b>Welcome to Discuit</b>. Make a post in our <b>general</b> community to say hello!', toURL: '/general' });
    const gone = renderNotification(record('announcement', { postId: 'p1' }), { post: null, receiverUsername: 'me' }, 'html');
    expect(gone).toMatchObject({ title: 'This content is no longer available.', toURL: '#' });
  });

  it('adds the highlight range only to aggregated comment notifications', () => {
    const later = new Date(at.getTime() + 90_500);
    const one = renderNotification(
      record('comment_reply', { postId: 'p1', parentCommentId: 'c0', commentId: 'c1', commentAuthor: 'ann', noComments: 1 }),
      { post, receiverUsername: 'me' },
      'html',
    );
    expect(one.toURL).toBe('/general/post/AbCdEfGh/c1');
    const many = renderNotification(
      record('comment_reply', { postId: 'p1', parentCommentId: 'c0', commentId: 'c1', commentAuthor: 'ann', noComments: 4 }, later),
      { post, receiverUsername: 'me' },
      'html',
    );
    expect(many.toURL).toBe('/general/post/AbCdEfGh?highlightFrom=1767225600&highlightTo=1767225690');
    expect(many.title).toMatch(/^4 new replies to your comment on post <b>/);
  });
});
