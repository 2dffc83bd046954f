import { NotificationSender } from '@app/server/notifications';
import { addComment, Cast, insertPost, TestPost } from './comment-fixtures';
import { addMod, Member, signUp, uniqueName } from './community-fixtures';
import { TestApi } from './harness';
import { badge, ESCAPED_TITLE, HOSTILE_TITLE, inbox, notificationRows, setTitle, startNotificationWorker, upvoteJobsDone } from './notification-fixtures';
import { WorkerProcess } from './worker-process';
import { startWithCast } from './support/forum';

let api: TestApi;
let c: Cast;
let worker: WorkerProcess;

beforeAll(async () => {
  ({ api, cast: c } = await startWithCast({ rateLimitsEnabled: false }));
  worker = startNotificationWorker(api);
}, 180_000);

afterAll(async () => {
  await worker?.stop();
  await api.close();
});

async function hostilePost(author: Member): Promise<TestPost> {
  const post = await insertPost(api, author, c.community.id);
  await setTitle(api, post.id, HOSTILE_TITLE);
  return post;
}

const postVote = (m: Member, postId: string, up = true) => m.client.post('/api/_postVote', { postId, up });
const commentVote = (m: Member, commentId: string, up = true) => m.client.post('/api/_commentVote', { commentId, up });
/** Upvote notifications are the worker's, not the vote request's: what the votes so far notify, once its jobs ran. */
const upvotesDone = () => upvoteJobsDone(api, worker);

describe('new_comment and comment_reply', () => {
  it('a comment notifies the post author with an escaped title, and a second one aggregates with a highlight range', async () => {
    const author = await signUp(api);
    const post = await hostilePost(author);
    const first = await addComment(c.other, post);
    let page = await inbox(author);
    expect(page).toMatchObject({ count: 1, newCount: 1, next: '' });
    expect(page.items?.[0]).toMatchObject({
      type: 'new_comment',
      title: `<b>${c.other.name}</b> commented on your post <b>${ESCAPED_TITLE}</b>`,
      toURL: `/${c.community.name}/post/${post.publicId}/${first.id}`,
      icons: ['/favicon.png?v=2'],
      textFormat: 'html',
      seen: false,
      seenAt: null,
    });
    expect(await badge(author)).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const third = await signUp(api);
    await addComment(third, post);
    page = await inbox(author);
    expect(page.count).toBe(1);
    const item = page.items![0];
    expect(item.title).toBe(`2 new comments on your post <b>${ESCAPED_TITLE}</b>`);
    const from = Math.floor(Date.parse(item.createdAt) / 1000);
    const to = Math.floor(Date.parse(item.updatedAt) / 1000);
    expect(to).toBeGreaterThan(from);
    expect(item.toURL).toBe(`/${c.community.name}/post/${post.publicId}?highlightFrom=${from}&highlightTo=${to}`);
    expect(await badge(author)).toBe(1);

    // The plain format (OS notifications) keeps the raw text.
    const plain = await inbox(author, 'render=true');
    expect(plain.items![0]).toMatchObject({ title: `2 new comments on your post ${HOSTILE_TITLE}`, textFormat: '' });
  });

  it('a reply notifies the parent author, and the post author with new_comment unless the parent is theirs', async () => {
    const author = await signUp(api);
    const replier = await signUp(api);
    const post = await insertPost(api, author, c.community.id);
    const parent = await addComment(c.other, post);
    const reply = await addComment(replier, post, 'a reply', parent.id);
    const parentInbox = await inbox(c.other);
    expect(parentInbox.items?.find((i) => i.type === 'comment_reply' && i.toURL.endsWith(reply.id))).toMatchObject({
      title: `<b>${replier.name}</b> replied to your comment on post <b>Post ${post.publicId}</b>`,
      toURL: `/${c.community.name}/post/${post.publicId}/${reply.id}`,
    });
    const authorInbox = await inbox(author);
    expect(authorInbox.items?.map((i) => [i.type, i.title])).toEqual([['new_comment', `2 new comments on your post <b>Post ${post.publicId}</b>`]]);

    // A reply to the post author's own comment: only comment_reply reaches them.
    const own = await addComment(author, post, 'mine');
    await addComment(replier, post, 'answer', own.id);
    const after = await inbox(author);
    expect(after.items?.map((i) => i.type).sort()).toEqual(['comment_reply', 'new_comment']);
    expect(after.items?.find((i) => i.type === 'new_comment')?.title).toBe(`2 new comments on your post <b>Post ${post.publicId}</b>`);
  });

  it('own comments and replies notify nobody, nor does anything notify someone who turned replies off', async () => {
    const author = await signUp(api);
    const post = await insertPost(api, author, c.community.id);
    const mine = await addComment(author, post);
    await addComment(author, post, 'self reply', mine.id);
    expect(await notificationRows(api, author)).toBe(0);

    await api.db.query('UPDATE users SET reply_notifications_off = true WHERE id = $1', [author.id]);
    await addComment(c.other, post, 'hello', mine.id);
    expect(await notificationRows(api, author)).toBe(0);
  });
});

describe('new_votes', () => {
  it('a new upvote on a post notifies its author; more voters aggregate; downvotes, changes and self-votes do not', async () => {
    const author = await signUp(api);
    const post = await hostilePost(author);
    await postVote(author, post.id);
    const [v1, v2, v3] = [await signUp(api), await signUp(api), await signUp(api)];
    expect((await postVote(v1, post.id)).status).toBe(200);
    await upvotesDone();
    let page = await inbox(author);
    expect(page.items?.[0]).toMatchObject({
      type: 'new_votes',
      title: `1 new upvote on your post <b>${ESCAPED_TITLE}</b>`,
      toURL: `/${c.community.name}/post/${post.publicId}`,
    });
    await postVote(v2, post.id);
    await postVote(v3, post.id, false); // a downvote
    await postVote(v3, post.id, true); // down → up is a change, not a new upvote
    await postVote(v1, post.id, true); // removal
    await upvotesDone();
    await postVote(v1, post.id, true); // given again by the same member: counted once
    await upvotesDone();
    page = await inbox(author);
    expect(page.count).toBe(1);
    expect(page.items?.[0].title).toBe(`2 new upvotes on your post <b>${ESCAPED_TITLE}</b>`);
  });

  it('a new upvote on a comment names the comment’s post and links the comment', async () => {
    const author = await signUp(api);
    const post = await insertPost(api, c.author, c.community.id);
    const comment = await addComment(author, post);
    await commentVote(author, comment.id); // one's own (already self-upvoted): removal, nothing
    await commentVote(c.other, comment.id);
    await upvotesDone();
    const page = await inbox(author);
    expect(page.items).toEqual([
      expect.objectContaining({
        type: 'new_votes',
        title: `1 new upvote on your comment in <b>Post ${post.publicId}</b>`,
        toURL: `/${c.community.name}/post/${post.publicId}/${comment.id}`,
      }),
    ]);
  });

  it('honours upvoteNotificationsOff', async () => {
    const author = await signUp(api);
    await api.db.query('UPDATE users SET upvote_notifications_off = true WHERE id = $1', [author.id]);
    const post = await insertPost(api, author, c.community.id);
    await postVote(c.other, post.id);
    await upvotesDone();
    expect(await notificationRows(api, author)).toBe(0);
  });
});

describe('deleted_post, mod_add, denied_comm', () => {
  it('removal by the mods or the admins tells the author; the author’s own deletion does not', async () => {
    const author = await signUp(api);
    const [byMods, byAdmins, own] = [await hostilePost(author), await hostilePost(author), await hostilePost(author)];
    expect((await c.mod.client.send('delete', `/api/posts/${byMods.publicId}?deleteAs=mods`)).status).toBe(200);
    expect((await c.admin.client.send('delete', `/api/posts/${byAdmins.publicId}?deleteAs=admins`)).status).toBe(200);
    expect((await author.client.send('delete', `/api/posts/${own.publicId}?deleteAs=normal`)).status).toBe(200);
    const page = await inbox(author);
    expect(page.items?.map((i) => [i.type, i.title, i.toURL]).sort()).toEqual(
      [
        [
          'deleted_post',
          `Your post <b>${ESCAPED_TITLE}</b> has been removed by moderators of <b>${c.community.name}</b>`,
          `/${c.community.name}/post/${byMods.publicId}`,
        ],
        ['deleted_post', `Your post <b>${ESCAPED_TITLE}</b> has been removed by the admins`, `/${c.community.name}/post/${byAdmins.publicId}`],
      ].sort(),
    );
    expect(page.newCount).toBe(2);
  });

  it('a new moderator is told who added them; adding them again tells nothing', async () => {
    const newMod = await signUp(api);
    await addMod(c.mod, c.community.id, newMod.name);
    await addMod(c.mod, c.community.id, newMod.name);
    const page = await inbox(newMod);
    expect(page.items).toEqual([
      expect.objectContaining({
        type: 'mod_add',
        title: `You are added as a moderator of ${c.community.name} by <b>@${c.mod.name}</b>`,
        toURL: `/${c.community.name}`,
      }),
    ]);
  });

  it('a denied community request tells the requester the admin’s note, escaped in HTML; an empty note gives the default', async () => {
    const requester = await signUp(api);
    for (const name of [uniqueName('req'), uniqueName('req')]) {
      expect((await requester.client.post('/api/community_requests', { name })).status).toBe(200);
    }
    const requests = (await c.admin.client.get('/api/community_requests')).body as { id: number; byUser: string }[];
    const mine = requests.filter((r) => r.byUser === requester.name);
    expect(mine).toHaveLength(2);
    expect((await c.admin.client.post('/api/_admin', { action: 'deny_comm', id: mine[0].id, body: '<img src=x onerror=alert(1)>' })).status).toBe(200);
    expect((await c.admin.client.post('/api/_admin', { action: 'deny_comm', id: mine[1].id, body: '' })).status).toBe(200);
    const titles = (await inbox(requester)).items?.map((i) => [i.type, i.title, i.toURL]).sort();
    expect(titles).toEqual(
      [
        ['denied_comm', '&lt;img src=x onerror=alert(1)&gt;', '#'],
        ['denied_comm', 'Your community creation request was denied. Please contact the admin team for more details.', '#'],
      ].sort(),
    );
  });
});

describe('ghosts', () => {
  it('a deleted account is notified of nothing, and a deleted account’s act notifies nobody', async () => {
    const author = await signUp(api);
    const post = await insertPost(api, author, c.community.id);
    await api.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [author.id]);
    await addComment(c.other, post);
    await postVote(c.other, post.id);
    await upvotesDone();
    expect(await notificationRows(api, author)).toBe(0);

    const ghost = await signUp(api);
    await api.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [ghost.id]);
    const receiver = await signUp(api);
    const sent = await api.app
      .get(NotificationSender)
      .send({ userId: receiver.id, type: 'new_votes', groupKey: 'post:x', payload: { targetType: 'post', targetId: 'x', noVotes: 1, postId: 'x' } }, ghost.id);
    expect(sent).toBe(false);
    expect(await notificationRows(api, receiver)).toBe(0);
  });
});

describe('mutes', () => {
  it('a receiver who muted the commenter hears no new_comment or comment_reply, but still hears upvotes; unmuting restores them', async () => {
    const author = await signUp(api);
    const pest = await signUp(api);
    const post = await insertPost(api, author, c.community.id);
    const mine = await addComment(author, post);
    expect((await author.client.post('/api/mutes', { userId: pest.id })).status).toBe(200);

    await addComment(pest, post);
    await addComment(pest, post, 'reply', mine.id);
    expect(await notificationRows(api, author)).toBe(0);
    await postVote(pest, post.id);
    await upvotesDone();
    expect((await inbox(author)).items?.map((i) => i.type)).toEqual(['new_votes']);
    // The mute is the author's only: the pest's comments still notify someone who did not mute them.
    const theirs = await addComment(c.other, post);
    await addComment(pest, post, 'reply to other', theirs.id);
    expect((await inbox(c.other)).items?.map((i) => i.type)).toContain('comment_reply');

    expect((await author.client.send('delete', `/api/mutes/users/${pest.id}`)).body).toEqual({ success: true });
    await addComment(pest, post, 'after unmute', mine.id);
    expect((await inbox(author)).items?.map((i) => i.type).sort()).toEqual(['comment_reply', 'new_comment', 'new_votes']);
  });
});
