import { PostPageService } from '@app/server/post-page';
import { addComment, cast, insertComments, insertPost, TestPost } from './comment-fixtures';
import { TestApi } from './harness';
import { clearJsonCaches } from './json-caches';
import { countQueries, recordQueries } from './query-counter';

/** The post page costs the same number of statements whatever the number of its comments (docs/performance.md). */
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
      const cold = [];
      const warm = [];
      for (const post of [small, big, deep]) {
        // Cold: no comment or author JSON cached, so their rows are read; warm: only their versions are.
        clearJsonCaches(api);
        cold.push(await countQueries(api.db, () => page.get(post.publicId, true, viewerId)));
        warm.push(await countQueries(api.db, () => page.get(post.publicId, true, viewerId)));
      }
      expect(new Set(cold).size).toBe(1);
      expect(new Set(warm).size).toBe(1);
      expect(warm[0]).toBe(cold[0] - 2);
      console.log(`post page (${viewerId ? 'member' : 'visitor'}): ${cold[0]} statements cold, ${warm[0]} warm, for 2, 300 and 6 nested comments`);
    }
  });

  it('reads the post’s community once for the post, its comments and the community block', async () => {
    const page = api.app.get(PostPageService);
    const viewer = (await api.db.query(`SELECT id FROM users ORDER BY created_at DESC LIMIT 1`))[0].id as string;
    for (const viewerId of [null, viewer]) {
      for (const fetchCommunity of [true, false]) {
        const statements = await recordQueries(api.db, () => page.get(big.publicId, fetchCommunity, viewerId));
        expect(statements.filter((sql) => /\bFROM communities\b/.test(sql))).toHaveLength(1);
      }
    }
  });

  it('records a member’s visit in a statement that commits without waiting for its WAL flush', async () => {
    const viewer = (await api.db.query(`SELECT id FROM users ORDER BY created_at DESC LIMIT 1`))[0].id as string;
    const statements = await recordQueries(api.db, () => api.app.get(PostPageService).get(small.publicId, true, viewer));
    const visits = statements.filter((sql) => sql.includes('INSERT INTO post_visits'));
    expect(visits).toHaveLength(1);
    expect(visits[0]).toContain("set_config('synchronous_commit', 'off', true)");
    const [visit] = await api.db.query(`SELECT seen_comments FROM post_visits WHERE user_id = $1 AND post_id = $2`, [viewer, small.id]);
    expect(visit).toEqual({ seen_comments: 2 });
  });
});
