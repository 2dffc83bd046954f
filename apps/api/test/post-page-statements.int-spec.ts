import { PostPageService } from '@app/server/post-page';
import { addComment, cast, insertComments, insertPost, TestPost } from './comment-fixtures';
import { TestApi } from './harness';
import { countQueries } from './query-counter';

/** Issue 19: the post page costs the same number of statements whatever the number of its comments. */
let api: TestApi;
let small: TestPost;
let big: TestPost;
let deep: TestPost;

beforeAll(async () => {
  api = await TestApi.start({ rateLimitsEnabled: false });
  const c = await cast(api);
  small = await insertPost(api, c.author, c.community.id);
  big = await insertPost(api, c.author, c.community.id);
  deep = await insertPost(api, c.author, c.community.id);
  await addComment(c.other, small, 'One');
  await addComment(c.author, small, 'Two');
  await insertComments(api, big, [c.author, c.other, c.mod, c.admin], 300, 7);
  let parent: string | null = null;
  for (let depth = 0; depth < 6; depth += 1) parent = (await addComment(depth % 2 ? c.other : c.author, deep, `Level ${depth}`, parent)).id;
}, 120_000);

afterAll(async () => {
  await api.close();
});

describe('GET /api/posts/{publicId}', () => {
  it('sends as many statements for 2 comments as for 300 or a chain 6 deep, for visitors and members', async () => {
    const page = api.app.get(PostPageService);
    const viewer = (await api.db.query(`SELECT id FROM users ORDER BY created_at DESC LIMIT 1`))[0].id as string;
    for (const viewerId of [null, viewer]) {
      // Once first: a viewer's first page may fill per-process caches.
      await page.get(small.publicId, true, viewerId);
      const counts = [];
      for (const post of [small, big, deep]) counts.push(await countQueries(api.db, () => page.get(post.publicId, true, viewerId)));
      expect(new Set(counts).size).toBe(1);
      console.log(`post page (${viewerId ? 'member' : 'visitor'}): ${counts[0]} statements for 2, 300 and 6 nested comments`);
    }
  });
});
