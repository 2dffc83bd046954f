import { addMod, createCommunity, Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { createPost } from './post-fixtures';
import { startWithCommunity } from './support/forum';
import { errorBody } from './support/error-body';

let api: TestApi;
let admin: Member;
let community: { id: string; name: string };
let mod: Member;

beforeAll(async () => {
  ({ api, admin, community } = await startWithCommunity({ rateLimitsEnabled: false }));
  mod = await signUp(api);
  await addMod(admin, community.id, mod.name);
});

afterAll(() => api.close());

const addComment = async (member: Member, publicId: string) =>
  (await member.client.post(`/api/posts/${publicId}/comments?userGroup=normal`, { parentCommentId: null, body: 'A comment to report' })).body as { id: string };

describe('POST /api/_report', () => {
  it('stores a report of a post and of a comment, refuses repeats with 409 and bad input with 4xx', async () => {
    const author = await signUp(api);
    const reporter = await signUp(api);
    const post = await createPost(author, community.name);
    const res = await reporter.client.post('/api/_report', { type: 'post', targetId: post.id, reason: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      communityId: community.id,
      postId: post.id,
      type: 'post',
      targetId: post.id,
      reasonId: 3,
      reason: 'Spam',
      description: null,
      target: null,
      actionTaken: null,
      dealtAt: null,
      dealtBy: null,
    });
    expect((await reporter.client.post('/api/_report', { type: 'post', targetId: post.id, reason: 3 })).body).toEqual(
      errorBody(409, 'already-voted', 'User has already voted.'),
    );
    expect((await reporter.client.post('/api/_report', { type: 'post', targetId: post.id, reason: 1 })).status).toBe(200);
    const comment = await addComment(author, post.publicId);
    const onComment = await reporter.client.post('/api/_report', { type: 'comment', targetId: comment.id, reason: 2 });
    expect(onComment.body).toMatchObject({ type: 'comment', targetId: comment.id, postId: post.id });
    expect((await reporter.client.post('/api/_report', { targetId: post.id, reason: 2 })).body.type).toBe('post');
    expect((await reporter.client.post('/api/_report', { type: 'user', targetId: post.id, reason: 1 })).body).toEqual(
      errorBody(400, 'invalid_report_type', 'Invalid report type.'),
    );
    expect((await reporter.client.post('/api/_report', { type: 'post', targetId: post.id, reason: 99 })).body.code).toBe('invalid_report_reason');
    expect((await reporter.client.post('/api/_report', { type: 'post', targetId: '0123456789abcdef01234567', reason: 1 })).body.code).toBe('post/not-found');
    expect((await reporter.client.post('/api/_report', { type: 'comment', targetId: '0123456789abcdef01234567', reason: 1 })).body.code).toBe(
      'comment_not_found',
    );
    expect((await reporter.client.post('/api/_report', { type: 'post', targetId: post.id, reason: 'spam' })).body.code).toBe('invalid_json');
  });

  it('refuses reporters banned from the community', async () => {
    const author = await signUp(api);
    const banned = await signUp(api);
    const post = await createPost(author, community.name);
    await admin.client.post(`/api/communities/${community.id}/banned`, { username: banned.name });
    expect((await banned.client.post('/api/_report', { type: 'post', targetId: post.id, reason: 1 })).body).toEqual(
      errorBody(403, 'banned-from-community', 'User is banned from the community.'),
    );
  });
});

describe('community reports', () => {
  it('lists with details, filters and pages for mods; dismisses; removal by moderation takes reports along', async () => {
    const c = await createCommunity(admin);
    await addMod(admin, c.id, mod.name);
    const author = await signUp(api);
    const reporter = await signUp(api);
    const posts = [await createPost(author, c.name), await createPost(author, c.name)];
    const comment = await addComment(author, posts[0].publicId);
    await reporter.client.post('/api/_report', { type: 'post', targetId: posts[0].id, reason: 1 });
    await reporter.client.post('/api/_report', { type: 'post', targetId: posts[1].id, reason: 1 });
    await reporter.client.post('/api/_report', { type: 'comment', targetId: comment.id, reason: 3 });
    const all = await mod.client.get(`/api/communities/${c.id}/reports`);
    expect(all.body.details).toEqual({ noReports: 3, noPostReports: 2, noCommentReports: 1 });
    expect(all.body).toMatchObject({ limit: 10, page: 1 });
    expect(all.body.reports.map((r: { type: string }) => r.type)).toEqual(['comment', 'post', 'post']);
    expect(all.body.reports[0].target).toMatchObject({ id: comment.id, postDeleted: false, userVoted: null });
    expect(all.body.reports[1].target).toMatchObject({ id: posts[1].id, userVoted: null });
    const onlyPosts = await mod.client.get(`/api/communities/${c.id}/reports?filter=posts&limit=1&page=2`);
    expect(onlyPosts.body.reports.map((r: { targetId: string }) => r.targetId)).toEqual([posts[0].id]);
    expect(onlyPosts.body.details.noReports).toBe(3);
    expect((await mod.client.get(`/api/communities/${c.id}/reports?page=9`)).body.reports).toBeNull();
    expect((await mod.client.get(`/api/communities/${c.id}/reports?filter=users`)).body.code).toBe('invalid_filter');
    expect((await mod.client.get(`/api/communities/${c.id}/reports?page=zero`)).body.code).toBe('invalid_page');
    expect((await reporter.client.get(`/api/communities/${c.id}/reports`)).body).toEqual(
      errorBody(403, 'not_admin_nor_mod', 'User neither an admin nor a mod.'),
    );

    const reportId = all.body.reports[1].id;
    const dismissed = await mod.client.send('delete', `/api/communities/${c.id}/reports/${reportId}`);
    expect(dismissed.body).toMatchObject({ id: reportId, target: { id: posts[1].id } });
    expect((await mod.client.send('delete', `/api/communities/${c.id}/reports/${reportId}`)).body.code).toBe('report_not_found');
    expect((await mod.client.send('delete', `/api/communities/${c.id}/reports/abc`)).body).toEqual(errorBody(400, 'invalid_report_id', 'Invalid report ID.'));
    expect((await mod.client.send('delete', `/api/communities/${community.id}/reports/${all.body.reports[2].id}`)).body.code).toBe('report_not_found');

    await mod.client.send('delete', `/api/posts/${posts[0].publicId}?deleteAs=mods`);
    await author.client.send('delete', `/api/posts/${posts[0].publicId}/comments/${comment.id}?deleteAs=normal`);
    expect((await mod.client.get(`/api/communities/${c.id}/reports`)).body.details).toEqual({ noReports: 0, noPostReports: 0, noCommentReports: 0 });
  });

  it('refuses a bad limit, page or filter with the exact body, checking limit, then page, then filter', async () => {
    const c = await createCommunity(admin);
    const get = async (query: string) => (await mod.client.get(`/api/communities/${c.id}/reports?${query}`)).body;
    const notANumber = errorBody(400, 'invalid_limit', 'Invalid feed limit (limit is not a number).');
    const outOfRange = errorBody(400, 'invalid_limit', 'Invalid feed limit (not within the valid range).');
    const badPage = errorBody(400, 'invalid_page', 'Invalid page.');
    const badFilter = errorBody(400, 'invalid_filter', 'Invalid feed filter.');
    await addMod(admin, c.id, mod.name);
    for (const limit of ['ten', '1.5']) expect(await get(`limit=${limit}`)).toEqual(notANumber);
    for (const limit of ['0', '-1', '51']) expect(await get(`limit=${limit}`)).toEqual(outOfRange);
    expect(await get('page=0')).toEqual(badPage);
    expect(await get('filter=constructor')).toEqual(badFilter);
    expect(await get('limit=ten&page=0&filter=users')).toEqual(notANumber);
    expect(await get('page=0&filter=users')).toEqual(badPage);
    expect(await get('limit=50')).toEqual({ details: { noReports: 0, noPostReports: 0, noCommentReports: 0 }, reports: null, limit: 50, page: 1 });
    expect((await get('limit=1&page=3&filter=all')).limit).toBe(1);
  });

  it('keeps the reports of a post its author deleted', async () => {
    const c = await createCommunity(admin);
    const author = await signUp(api);
    const reporter = await signUp(api);
    const post = await createPost(author, c.name);
    await reporter.client.post('/api/_report', { type: 'post', targetId: post.id, reason: 1 });
    await author.client.send('delete', `/api/posts/${post.publicId}?deleteAs=normal`);
    expect((await admin.client.get(`/api/communities/${c.id}/reports`)).body.details.noReports).toBe(1);
  });
});
