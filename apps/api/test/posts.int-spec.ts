import { addMod, createCommunity, makeAdmin, Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { png, upload } from './images-fixtures';
import { createPost } from './post-fixtures';
import { startWithCommunity } from './support/forum';
import { errorBody } from './support/error-body';

let api: TestApi;
let admin: Member;
let community: { id: string; name: string };

beforeAll(async () => ({ api, admin, community } = await startWithCommunity({ rateLimitsEnabled: false })));
afterAll(() => api.close());

describe('POST /api/posts', () => {
  it('creates a text post with the automatic upvote, hotness and counters', async () => {
    const author = await signUp(api);
    const res = await author.client.post('/api/posts', { title: 'Hello there', body: 'Some text', community: community.name.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: 'text',
      title: 'Hello there',
      body: 'Some text',
      communityId: community.id,
      communityName: community.name,
      userId: author.id,
      username: author.name,
      userGroup: 'normal',
      upvotes: 1,
      downvotes: 0,
      noComments: 0,
      userVoted: true,
      userVotedUp: true,
      lastVisitAt: null,
      deleted: false,
      locked: false,
      isPinned: false,
      isPinnedSite: false,
      images: [],
      image: null,
      comments: null,
      commentsNext: null,
      deletedContent: false,
      newComments: 0,
    });
    expect(res.body).not.toHaveProperty('link');
    expect(res.body).not.toHaveProperty('deletedAs');
    expect(res.body.publicId).toMatch(/^[0-9A-Za-z_]{8}$/);
    const created = Date.parse(res.body.createdAt) / 1000;
    expect(res.body.hotness).toBe(Math.round((created / 45000) * 1e7));
    const [user] = await api.db.query('SELECT no_posts, points FROM users WHERE id = $1', [author.id]);
    expect(user).toEqual({ no_posts: 1, points: 1 });
    const windows = await api.db.query('SELECT window_days, points FROM post_windows WHERE post_id = $1 ORDER BY window_days', [res.body.id]);
    expect(windows).toEqual([1, 7, 30, 365].map((d) => ({ window_days: d, points: 1 })));
  });

  it('stores a link post with its normalised URL and hostname, and refuses URLs without a host', async () => {
    const author = await signUp(api);
    const link = await author.client.post('/api/posts', {
      type: 'link',
      title: 'A link',
      url: '//Example.COM/path?q=1',
      community: community.name,
      body: 'ignored',
    });
    expect(link.body).toMatchObject({ type: 'link', body: null, link: { url: 'http://example.com/path?q=1', hostname: 'example.com', image: null } });
    for (const url of ['example.com/x', 'javascript://alert(1)', '']) {
      expect((await author.client.post('/api/posts', { type: 'link', title: 'A link', url, community: community.name })).body).toEqual(
        errorBody(400, 'invalid-url', 'Invalid URL.'),
      );
    }
  });

  it('checks in the contract order and answers each refusal exactly', async () => {
    const author = await signUp(api);
    const post = (body: Record<string, unknown>) => author.client.post('/api/posts', { title: 'Fine title', community: community.name, ...body });
    expect((await post({ type: 'video' })).body).toEqual(errorBody(400, 'post-type/unsupported', 'Unsupported post type.'));
    expect((await post({ userGroup: 'kings' })).body).toEqual(errorBody(400, 'user/invalid-group', 'Invalid user-group.'));
    expect((await post({ community: 'nowhere_at_all' })).body).toEqual(errorBody(404, 'community/not-found', 'Community not found.'));
    expect((await post({ type: 'image', images: [] })).body.code).toBe('no-images');
    expect((await post({ type: 'image', images: Array.from({ length: 11 }, () => ({ imageId: '0123456789abcdef01234567' })) })).body).toEqual(
      errorBody(400, 'too-many-images', 'Maximum images count exceeded.'),
    );
    expect((await post({ type: 'image', images: [{ imageId: '0123456789abcdef01234567' }] })).body).toEqual(
      errorBody(404, 'image-not-found', 'Image not found.'),
    );
    expect((await post({ title: 'ab' })).body).toEqual(errorBody(400, 'post/title-too-short', 'Title too short.'));
    expect((await post({ title: 'é' })).body.code).toBe('post/title-too-short');
    expect((await post({ title: 'éé' })).status).toBe(200);
    expect((await post({ userGroup: 'mods' })).body).toEqual(errorBody(403, 'not_mod', 'You are not a moderator.'));
    expect((await post({ userGroup: 'admins' })).body).toEqual(errorBody(403, 'not_admin', 'You are not an admin.'));
    expect((await author.client.post('/api/posts', { title: 5, community: community.name })).body.code).toBe('invalid_json');
  });

  it('refuses banned users and non-mods in posting-restricted communities, and writes nothing', async () => {
    const restricted = await createCommunity(admin);
    await admin.client.send('put', `/api/communities/${restricted.id}`, { postingRestricted: true });
    const user = await signUp(api);
    expect((await user.client.post('/api/posts', { title: 'Let me in', community: restricted.name })).body).toEqual(
      errorBody(403, 'posting-restricted', 'Posting in this community is restricted.'),
    );
    expect((await admin.client.post('/api/posts', { title: 'Officially', community: restricted.name, userGroup: 'admins' })).body.userGroup).toBe('admins');
    await admin.client.post(`/api/communities/${community.id}/banned`, { username: user.name });
    expect((await user.client.post('/api/posts', { title: 'Banned one', community: community.name })).body).toEqual(
      errorBody(403, 'banned-from-community', 'User is banned from the community.'),
    );
    const [{ count }] = await api.db.query('SELECT count(*)::int AS count FROM posts WHERE user_id = $1', [user.id]);
    expect(count).toBe(0);
  });

  it('truncates the title to 255 characters and the body to 20000, and stores an empty body as null', async () => {
    const author = await signUp(api);
    const res = await createPost(author, community.name, { title: 'ü'.repeat(300), body: 'x'.repeat(20_050) });
    expect([...(res.body.title as string)]).toHaveLength(255);
    expect((res.body.body as string).length).toBe(20_000);
    expect((await createPost(author, community.name, { body: '' })).body.body).toBeNull();
  });

  it('needs the configured points for link posts', async () => {
    const strict = await TestApi.start({ rateLimitsEnabled: false, postsMediaReqPoints: 5 });
    try {
      const a = await makeAdmin(strict, await signUp(strict));
      const c = await createCommunity(a);
      const newbie = await signUp(strict);
      expect((await newbie.client.get('/api/_initial')).body.linkPostSubmitReqPoints).toBe(5);
      const res = await newbie.client.post('/api/posts', { type: 'link', title: 'Link', url: 'https://example.com', community: c.name });
      expect(res.body).toEqual(errorBody(403, 'not_enough_points', 'Not enough points to post image or link posts.'));
      expect((await newbie.client.post('/api/posts', { title: 'Text is fine', community: c.name })).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('image posts switched off (POSTS_IMAGES_DISABLED, upstream disableImagePosts)', () => {
  it('refuses image posts before any other check and post uploads before reading the file; text and link posts still work', async () => {
    const off = await TestApi.start({ rateLimitsEnabled: false, postsImagesDisabled: true });
    try {
      const a = await makeAdmin(off, await signUp(off));
      const c = await createCommunity(a);
      const author = await signUp(off);
      const noImagePosts = errorBody(403, 'no_image_posts', 'Image posts are not allowed');
      const imageId = '0123456789abcdef01234567';
      expect((await author.client.post('/api/posts', { type: 'image', title: 'Picture', community: c.name, images: [{ imageId }] })).body).toEqual(
        noImagePosts,
      );
      // Before the community lookup and the image checks (docs/api/posts.md order: 1. disableImagePosts, 2. community).
      expect((await author.client.post('/api/posts', { type: 'image', title: 'Picture', community: 'nowhere_at_all', images: [] })).body).toEqual(noImagePosts);
      expect((await author.client.post('/api/posts', { type: 'image', title: 'x', community: c.name, imageId: 'bad' })).body).toEqual(noImagePosts);
      // The same requests on the default configuration meet the later checks instead.
      expect((await admin.client.post('/api/posts', { type: 'image', title: 'Picture', community: 'nowhere_at_all', images: [] })).body.code).toBe(
        'community/not-found',
      );
      expect((await admin.client.post('/api/posts', { type: 'image', title: 'Picture', community: community.name, images: [{ imageId }] })).body.code).toBe(
        'image-not-found',
      );
      const uploaded = await upload(author.client, '/api/_uploads', await png(20, 20));
      expect(uploaded.body).toEqual(errorBody(403, 'no_image_posts', 'Image posts are not all allowed.'));
      expect((await author.client.post('/api/_uploads', {})).body.code).toBe('no_image_posts');
      expect(await off.db.query('SELECT id FROM images')).toEqual([]);
      expect((await upload(off.client(), '/api/_uploads', await png(20, 20))).body.code).toBe('not_logged_in');
      expect((await author.client.post('/api/posts', { title: 'Words only', community: c.name })).status).toBe(200);
      expect((await author.client.post('/api/posts', { type: 'link', title: 'A link', url: 'https://example.com/', community: c.name })).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('GET /api/posts/{publicId}', () => {
  it('answers the post with comments, the community with rules and mods, and visit times before this visit', async () => {
    const author = await signUp(api);
    const { publicId } = await createPost(author, community.name);
    const visitor = await api.client().get(`/api/posts/${publicId}`);
    expect(visitor.body).toMatchObject({ publicId, comments: [], commentsNext: null, userVoted: null, userVotedUp: null, lastVisitAt: null });
    expect(visitor.body.community).toMatchObject({ id: community.id, rules: [], isDefault: false });
    expect(Array.isArray(visitor.body.community.mods)).toBe(true);
    const reader = await signUp(api);
    const first = await reader.client.get(`/api/posts/${publicId}`);
    expect(first.body).toMatchObject({ userVoted: false, userVotedUp: null, lastVisitAt: null });
    const second = await reader.client.get(`/api/posts/${publicId}?fetchCommunity=false`);
    expect(second.body.lastVisitAt).toMatch(/Z$/);
    expect(second.body).not.toHaveProperty('community');
    expect((await api.client().get('/api/posts/zzzzzzzz')).body).toEqual(errorBody(404, 'post/not-found', 'Post(s) not found.'));
    expect((await api.client().get('/api/posts/bad')).status).toBe(404);
  });
});

describe('PUT /api/posts/{publicId}', () => {
  it('lets only the author edit, trims, and does nothing (no check) when nothing changed', async () => {
    const author = await signUp(api);
    const other = await signUp(api);
    const { publicId } = await createPost(author, community.name, { title: 'Original', body: 'Body' });
    const same = await other.client.send('put', `/api/posts/${publicId}`, { title: 'Original', body: 'Body' });
    expect(same.status).toBe(200);
    expect(same.body.editedAt).toBeNull();
    expect((await other.client.send('put', `/api/posts/${publicId}`, { title: 'Mine now', body: 'Body' })).body).toEqual(
      errorBody(403, 'not_author', 'You are not the author.'),
    );
    // Older than the edit grace period, so the edit counts as one (docs/api-notes.md "Edit history").
    await api.db.query(`UPDATE posts SET created_at = created_at - interval '1 hour' WHERE public_id = $1`, [publicId]);
    const edited = await author.client.send('put', `/api/posts/${publicId}`, { title: '  New title  ', body: ' New body ', userGroup: 'admins' });
    expect(edited.body).toMatchObject({ title: 'New title', body: 'New body', userGroup: 'normal' });
    expect(edited.body.editedAt).toMatch(/Z$/);
    expect((await author.client.send('put', `/api/posts/${publicId}`, { title: 'x' })).body.code).toBe('post/title-too-short');
  });

  it('locks and unlocks as mods or admins only, and a locked post refuses votes', async () => {
    const author = await signUp(api);
    const mod = await signUp(api);
    await addMod(admin, community.id, mod.name);
    const { id, publicId } = await createPost(author, community.name);
    expect((await author.client.send('put', `/api/posts/${publicId}?action=lock&lockAs=mods`)).body).toEqual(
      errorBody(403, 'not_mod', 'You are not a moderator.'),
    );
    expect((await mod.client.send('put', `/api/posts/${publicId}?action=lock&lockAs=admins`)).body.code).toBe('not_admin');
    expect((await mod.client.send('put', `/api/posts/${publicId}?action=lock&lockAs=normal`)).body.code).toBe('user/invalid-group');
    const locked = await mod.client.send('put', `/api/posts/${publicId}?action=lock&lockAs=mods`);
    expect(locked.body).toMatchObject({ locked: true, lockedBy: mod.id, lockedByGroup: 'mods' });
    expect((await author.client.post('/api/_postVote', { postId: id, up: true })).body).toEqual(errorBody(403, 'post-locked', 'Post is locked.'));
    // Its author cannot rewrite a locked post either, and nothing of the edit is stored.
    expect((await author.client.send('put', `/api/posts/${publicId}`, { title: 'Rewritten', body: 'Rewritten' })).body).toEqual(
      errorBody(403, 'post-locked', 'Post is locked.'),
    );
    expect((await api.db.query('SELECT title, body, edited_at FROM posts WHERE id = $1', [id]))[0]).toMatchObject({
      title: 'A title',
      body: 'Body',
      edited_at: null,
    });
    expect((await author.client.send('put', `/api/posts/${publicId}?action=unlock&lockAs=mods`)).body).toEqual(
      errorBody(403, 'not-mod-not-admin', 'User is neither a moderator nor an admin.'),
    );
    const unlocked = await admin.client.send('put', `/api/posts/${publicId}?action=unlock&lockAs=admins`);
    expect(unlocked.body).toMatchObject({ locked: false, lockedBy: null, lockedAt: null });
    expect(unlocked.body).not.toHaveProperty('lockedByGroup');
    expect((await author.client.send('put', `/api/posts/${publicId}?action=dance`)).body).toEqual(errorBody(400, 'invalid_action', 'Unsupported action.'));
  });

  it('pins at most two per community and two site-wide; site-wide needs an admin', async () => {
    const c = await createCommunity(admin);
    const mod = await signUp(api);
    await addMod(admin, c.id, mod.name);
    const posts = await Promise.all([1, 2, 3].map(() => createPost(mod, c.name)));
    expect((await mod.client.send('put', `/api/posts/${posts[0].publicId}?action=pin`)).body.isPinned).toBe(true);
    expect((await mod.client.send('put', `/api/posts/${posts[0].publicId}?action=pin`)).status).toBe(200);
    await mod.client.send('put', `/api/posts/${posts[1].publicId}?action=pin`);
    expect((await mod.client.send('put', `/api/posts/${posts[2].publicId}?action=pin`)).body).toEqual(
      errorBody(403, 'limit-reached', 'Max pinned post limit reached.'),
    );
    expect((await mod.client.send('put', `/api/posts/${posts[2].publicId}?action=pin&siteWide=true`)).body).toEqual(
      errorBody(403, 'not_admin', 'You are not an admin.'),
    );
    const user = await signUp(api);
    expect((await user.client.send('put', `/api/posts/${posts[2].publicId}?action=pin`)).body.code).toBe('not_mod');
    expect((await admin.client.send('put', `/api/posts/${posts[2].publicId}?action=pin&siteWide=TRUE`)).body.isPinnedSite).toBe(true);
    expect((await mod.client.send('put', `/api/posts/${posts[0].publicId}?action=unpin`)).body.isPinned).toBe(false);
  });

  it('changes capacity for the author within their role, and announces once', async () => {
    const { publicId } = await createPost(admin, community.name);
    expect((await admin.client.send('put', `/api/posts/${publicId}?action=changeAsUser&userGroup=admins`)).body.userGroup).toBe('admins');
    const other = await signUp(api);
    expect((await other.client.send('put', `/api/posts/${publicId}?action=changeAsUser&userGroup=normal`)).body.code).toBe('not_author');
    expect((await other.client.send('put', `/api/posts/${publicId}?action=announce`)).body.code).toBe('not_admin');
    expect((await admin.client.send('put', `/api/posts/${publicId}?action=announce`)).status).toBe(200);
    expect((await admin.client.send('put', `/api/posts/${publicId}?action=announce`)).body).toEqual(errorBody(409, 'duplicate', 'Post was already announced'));
  });
});

describe('DELETE /api/posts/{publicId}', () => {
  it('deletes as the author, refuses a second deletion, then allows content deletion', async () => {
    const author = await signUp(api);
    const { id, publicId } = await createPost(author, community.name, { body: 'Secret' });
    expect((await author.client.send('delete', `/api/posts/${publicId}`)).body).toEqual(errorBody(400, 'user/invalid-group', 'Invalid user-group.'));
    expect((await author.client.send('delete', `/api/posts/${publicId}?deleteAs=normal&deleteContent=maybe`)).body).toEqual({
      status: 400,
      message: 'deleteContent must be a bool.',
    });
    const other = await signUp(api);
    expect((await other.client.send('delete', `/api/posts/${publicId}?deleteAs=normal`)).body.code).toBe('not_author');
    const deleted = await author.client.send('delete', `/api/posts/${publicId}?deleteAs=normal`);
    expect(deleted.body).toMatchObject({ deleted: true, deletedAs: 'normal', body: 'Secret', deletedContent: false });
    expect(await api.db.query('SELECT 1 FROM post_windows WHERE post_id = $1', [id])).toEqual([]);
    expect((await author.client.send('delete', `/api/posts/${publicId}?deleteAs=normal`)).body).toEqual(
      errorBody(409, 'already-deleted', 'Post is already deleted.'),
    );
    const content = await author.client.send('delete', `/api/posts/${publicId}?deleteAs=normal&deleteContent=TRUE`);
    expect(content.body).toMatchObject({ deleted: true, deletedAs: 'normal', body: '', deletedContent: true, deletedContentAs: 'normal', title: 'A title' });
    expect((await author.client.send('delete', `/api/posts/${publicId}?deleteAs=normal&deleteContent=true`)).body.code).toBe('already-deleted');
  });

  it('lets mods delete but never the content, and admins both', async () => {
    const author = await signUp(api);
    const mod = await signUp(api);
    await addMod(admin, community.id, mod.name);
    const first = await createPost(author, community.name);
    expect((await mod.client.send('delete', `/api/posts/${first.publicId}?deleteAs=mods&deleteContent=true`)).body).toEqual(
      errorBody(403, 'mod-cannot-delete-content', 'Moderators cannot delete the content of a post. They can only delete a post from their community.'),
    );
    expect((await author.client.send('delete', `/api/posts/${first.publicId}?deleteAs=mods`)).body.code).toBe('not_mod');
    expect((await mod.client.send('delete', `/api/posts/${first.publicId}?deleteAs=mods`)).body.deletedAs).toBe('mods');
    const second = await createPost(author, community.name, { type: 'link', url: 'https://example.org/a', body: undefined });
    expect((await mod.client.send('delete', `/api/posts/${second.publicId}?deleteAs=admins`)).body.code).toBe('not_admin');
    const gone = await admin.client.send('delete', `/api/posts/${second.publicId}?deleteAs=admins&deleteContent=true`);
    expect(gone.body).toMatchObject({ deletedAs: 'admins', deletedContent: true, deletedContentAs: 'admins' });
    expect(gone.body).not.toHaveProperty('link');
  });

  it('answers pins of a deleted post with 403 cannot-pin-deleted-post', async () => {
    const { publicId } = await createPost(admin, community.name);
    await admin.client.send('delete', `/api/posts/${publicId}?deleteAs=admins`);
    expect((await admin.client.send('put', `/api/posts/${publicId}?action=pin`)).body).toEqual(
      errorBody(403, 'cannot-pin-deleted-post', 'Cannot pin deleted posts.'),
    );
  });
});

describe('POST /api/_postVote', () => {
  it('walks the vote state machine with exact counters, hotness and karma after each step', async () => {
    const author = await signUp(api);
    const voter = await signUp(api);
    const { id } = await createPost(author, community.name);
    const state = async () => {
      const [row] = await api.db.query('SELECT upvotes, downvotes, points, hotness::text FROM posts WHERE id = $1', [id]);
      const [{ points: karma }] = await api.db.query('SELECT points FROM users WHERE id = $1', [author.id]);
      const [{ count: votes }] = await api.db.query('SELECT count(*)::int AS count FROM post_votes WHERE post_id = $1', [id]);
      return { up: row.upvotes, down: row.downvotes, points: row.points, karma, votes };
    };
    const vote = (up: boolean) => voter.client.post('/api/_postVote', { postId: id, up });
    const up1 = await vote(true);
    expect(up1.body).toMatchObject({ upvotes: 2, downvotes: 0, userVoted: true, userVotedUp: true });
    expect(await state()).toEqual({ up: 2, down: 0, points: 2, karma: 2, votes: 2 });
    const down = await vote(false);
    expect(down.body).toMatchObject({ upvotes: 1, downvotes: 1, userVoted: true, userVotedUp: false });
    expect(await state()).toEqual({ up: 1, down: 1, points: 0, karma: 1, votes: 2 });
    const removed = await vote(false);
    expect(removed.body).toMatchObject({ upvotes: 1, downvotes: 0, userVoted: null, userVotedUp: null });
    expect(await state()).toEqual({ up: 1, down: 0, points: 1, karma: 1, votes: 1 });
    expect((await voter.client.get(`/api/posts/${(up1.body as { publicId: string }).publicId}`)).body).toMatchObject({ userVoted: false, userVotedUp: null });
    await vote(true);
    const removedUp = await vote(true);
    expect(removedUp.body).toMatchObject({ upvotes: 1, userVoted: null });
    expect(await state()).toEqual({ up: 1, down: 0, points: 1, karma: 1, votes: 1 });
    const own = await author.client.post('/api/_postVote', { postId: id, up: true });
    expect(own.body).toMatchObject({ upvotes: 0, userVoted: null });
    expect((await state()).karma).toBe(1);
    const [{ hotness }] = await api.db.query('SELECT hotness FROM posts WHERE id = $1', [id]);
    expect(Number(hotness)).toBe(0);
    const [{ points: windowPoints }] = await api.db.query('SELECT points FROM post_windows WHERE post_id = $1 AND window_days = 7', [id]);
    expect(windowPoints).toBe(0);
  });

  it('refuses a member banned from the community (403 banned-from-community) and moves nothing', async () => {
    const author = await signUp(api);
    const banned = await signUp(api);
    const { id } = await createPost(author, community.name);
    await api.db.query('INSERT INTO community_bans (community_id, user_id, banned_by) VALUES ($1, $2, $3)', [community.id, banned.id, admin.id]);
    const before = (await api.db.query('SELECT upvotes, downvotes, hotness FROM posts WHERE id = $1', [id]))[0];
    for (const up of [true, false]) {
      expect((await banned.client.post('/api/_postVote', { postId: id, up })).body).toEqual(
        errorBody(403, 'banned-from-community', 'User is banned from the community.'),
      );
    }
    expect((await api.db.query('SELECT upvotes, downvotes, hotness FROM posts WHERE id = $1', [id]))[0]).toEqual(before);
    expect(await api.db.query('SELECT 1 FROM post_votes WHERE post_id = $1 AND user_id = $2', [id, banned.id])).toEqual([]);
    // A ban that has run out no longer counts.
    await api.db.query(`UPDATE community_bans SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [banned.id]);
    expect((await banned.client.post('/api/_postVote', { postId: id, up: true })).body.upvotes).toBe(before.upvotes + 1);
  });

  it('refuses unknown posts with 404 and malformed bodies with 400', async () => {
    const voter = await signUp(api);
    expect((await voter.client.post('/api/_postVote', { postId: '0123456789abcdef01234567', up: true })).body.code).toBe('post/not-found');
    expect((await voter.client.post('/api/_postVote', { postId: 12, up: true })).body.code).toBe('invalid_json');
  });

  it('never loses or double-counts a vote under 200 concurrent voters', async () => {
    const author = await signUp(api);
    const { id } = await createPost(author, community.name);
    // The voters sign up 20 at a time: what runs at once here is the votes, not 200 password hashes, which
    // beside another jest worker on 2 cores outwait the pool's connection timeout (503).
    const voters: Member[] = [];
    for (let batch = 0; batch < 10; batch++) voters.push(...(await Promise.all(Array.from({ length: 20 }, () => signUp(api)))));
    const results = await Promise.all(voters.map((v, i) => v.client.post('/api/_postVote', { postId: id, up: i % 4 !== 0 })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [post] = await api.db.query(
      'SELECT upvotes, downvotes, hotness::text AS hotness, post_hotness(upvotes, created_at)::text AS expected FROM posts WHERE id = $1',
      [id],
    );
    const [votes] = await api.db.query(
      `SELECT count(*) FILTER (WHERE up)::int AS up, count(*) FILTER (WHERE NOT up)::int AS down FROM post_votes WHERE post_id = $1`,
      [id],
    );
    expect({ up: post.upvotes, down: post.downvotes }).toEqual(votes);
    expect(votes).toEqual({ up: 151, down: 50 });
    expect(post.hotness).toBe(post.expected);
    const [{ points }] = await api.db.query('SELECT points FROM users WHERE id = $1', [author.id]);
    expect(points).toBe(1 + 150);
  }, 60_000);
});

describe('hidden posts', () => {
  it('hides and unhides; a hidden post leaves the viewer feeds but not the post page', async () => {
    const author = await signUp(api);
    const viewer = await signUp(api);
    const { id, publicId } = await createPost(author, community.name);
    expect((await viewer.client.post('/api/hidden_posts', { postId: id })).body).toEqual({ success: true });
    expect((await viewer.client.post('/api/hidden_posts', { postId: id })).body).toEqual({ success: true });
    const feed = await viewer.client.get(`/api/posts?communityId=${community.id}&sort=latest&limit=50`);
    expect((feed.body.posts ?? []).map((p: { id: string }) => p.id)).not.toContain(id);
    expect((await viewer.client.get(`/api/posts/${publicId}`)).status).toBe(200);
    expect((await viewer.client.send('delete', `/api/hidden_posts/${id}`)).body).toEqual({ success: true });
    const again = await viewer.client.get(`/api/posts?communityId=${community.id}&sort=latest&limit=50`);
    expect(again.body.posts.map((p: { id: string }) => p.id)).toContain(id);
    expect((await viewer.client.send('delete', '/api/hidden_posts/nope')).body).toEqual(errorBody(400, 'invalid-post-id', 'Invalid post id.'));
    expect((await viewer.client.post('/api/hidden_posts', { postId: '0123456789abcdef01234567' })).body.code).toBe('post/not-found');
  });
});
