import { addComment, insertPost } from './comment-fixtures';
import { createCommunity, makeAdmin, signUp } from './community-fixtures';
import { useTestApi } from './support/test-api-per-file';

const api = useTestApi();

describe('comment rate limits', () => {
  it('allows 2 comments per 5 s, 1 edit or deletion per second and 4 votes per second, each per user', async () => {
    const admin = await makeAdmin(api, await signUp(api));
    const community = await createCommunity(admin);
    const post = await insertPost(api, admin, community.id);
    const writer = await signUp(api);
    const first = await addComment(writer, post, 'one');
    await addComment(writer, post, 'two');
    const third = await writer.client.post(`/api/posts/${post.publicId}/comments`, { body: 'three' });
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ status: 429, message: 'Too Many Requests.' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

    expect((await writer.client.send('put', `/api/posts/${post.id}/comments/${first.id}`, { body: 'edit' })).status).toBe(200);
    expect((await writer.client.send('delete', `/api/posts/${post.id}/comments/${first.id}`)).status).toBe(429);

    const voter = await signUp(api);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await voter.client.post('/api/_commentVote', { commentId: first.id })).status);
    expect(statuses.slice(0, 4).every((s) => s !== 429)).toBe(true);
    expect(statuses[4]).toBe(429);
  });
});
