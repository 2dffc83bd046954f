import { addMod, createCommunity, makeAdmin, Member, signUp } from './community-fixtures';
import { insertPost } from './comment-fixtures';
import { TestApi, TestClient } from './harness';

/**
 * Every post write × every role, asserting allow (the status) or the exact refusal (status and code).
 * Roles: visitor, the post's author, another user, the community's mod, an admin, a user banned from
 * the community. Each call gets a fresh post (by the author, or with `ownPost` by the acting role), and
 * pins are cleared after each route, so one role's action never changes another's outcome.
 */
type Role = 'visitor' | 'author' | 'other' | 'mod' | 'admin' | 'banned';
const ROLES: Role[] = ['visitor', 'author', 'other', 'mod', 'admin', 'banned'];
type Outcome = number | [number, string];

let api: TestApi;
const members = {} as Record<Exclude<Role, 'visitor'>, Member>;
let community: { id: string; name: string };

beforeAll(async () => {
  api = await TestApi.start({ rateLimitsEnabled: false });
  // The creator heads the mod list; the admin of the table is another admin, not a mod here.
  const creator = await makeAdmin(api, await signUp(api));
  community = await createCommunity(creator);
  members.admin = await makeAdmin(api, await signUp(api));
  for (const role of ['author', 'other', 'mod', 'banned'] as const) members[role] = await signUp(api);
  await addMod(creator, community.id, members.mod.name);
  await creator.client.post(`/api/communities/${community.id}/banned`, { username: members.banned.name });
});

afterAll(async () => {
  await api.close();
});

type TestPost = { id: string; publicId: string };

/** A post by `owner`; a user banned from the community cannot post there, so theirs is written in SQL. */
const freshPost = async (owner: Member = members.author): Promise<TestPost> =>
  owner === members.banned
    ? insertPost(api, owner, community.id)
    : ((await owner.client.post('/api/posts', { title: 'A post to act on', body: 'Body', community: community.name })).body as TestPost);
const pinInCommunity = async (post: TestPost) => {
  await api.db.query(`UPDATE posts SET pinned_at = now() WHERE id = $1`, [post.id]);
};

const notLoggedIn: Outcome = [401, 'not_logged_in'];
/** Visitors must log in; the `allowed` roles get 200 and every other role is refused with 403 `code`. */
const only = (code: string, ...allowed: Role[]): Record<Role, Outcome> => {
  const outcome = (role: Role): Outcome => (allowed.includes(role) ? 200 : [403, code]);
  return { visitor: notLoggedIn, author: outcome('author'), other: outcome('other'), mod: outcome('mod'), admin: outcome('admin'), banned: outcome('banned') };
};
const CASES: {
  name: string;
  /** The post is the acting role's own (the author's for visitors). */
  ownPost?: boolean;
  prepare?: (post: TestPost) => Promise<void>;
  call: (post: TestPost) => [method: 'post' | 'put' | 'delete', path: string, body?: unknown];
  expect: Record<Role, Outcome>;
}[] = [
  {
    name: 'POST /posts',
    call: () => ['post', '/api/posts', { title: 'New post here', community: community.name }],
    expect: only('banned-from-community', 'author', 'other', 'mod', 'admin'),
  },
  {
    name: 'PUT edit',
    call: (p) => ['put', `/api/posts/${p.publicId}`, { title: 'Changed title', body: 'Body' }],
    expect: only('not_author', 'author'),
  },
  {
    name: 'PUT lock as mods',
    call: (p) => ['put', `/api/posts/${p.publicId}?action=lock&lockAs=mods`],
    expect: only('not_mod', 'mod'),
  },
  {
    name: 'PUT lock as admins',
    call: (p) => ['put', `/api/posts/${p.publicId}?action=lock&lockAs=admins`],
    expect: only('not_admin', 'admin'),
  },
  {
    name: 'PUT unlock',
    call: (p) => ['put', `/api/posts/${p.publicId}?action=unlock&lockAs=mods`],
    expect: only('not-mod-not-admin', 'mod', 'admin'),
  },
  {
    name: 'PUT changeAsUser to normal',
    call: (p) => ['put', `/api/posts/${p.publicId}?action=changeAsUser&userGroup=normal`],
    expect: only('not_author', 'author'),
  },
  {
    name: "PUT changeAsUser to mods (on the author's post)",
    call: (p) => ['put', `/api/posts/${p.publicId}?action=changeAsUser&userGroup=mods`],
    expect: {
      visitor: notLoggedIn,
      author: [403, 'not_mod'],
      other: [403, 'not_author'],
      mod: [403, 'not_author'],
      admin: [403, 'not_author'],
      banned: [403, 'not_author'],
    },
  },
  {
    name: 'PUT changeAsUser to mods (on their own post)',
    ownPost: true,
    call: (p) => ['put', `/api/posts/${p.publicId}?action=changeAsUser&userGroup=mods`],
    expect: only('not_mod', 'mod'),
  },
  {
    name: 'PUT changeAsUser to admins (on their own post)',
    ownPost: true,
    call: (p) => ['put', `/api/posts/${p.publicId}?action=changeAsUser&userGroup=admins`],
    expect: only('not_admin', 'admin'),
  },
  {
    name: 'PUT pin in the community',
    call: (p) => ['put', `/api/posts/${p.publicId}?action=pin`],
    expect: only('not_mod', 'mod', 'admin'),
  },
  {
    name: 'PUT unpin in the community (a pinned post)',
    prepare: pinInCommunity,
    call: (p) => ['put', `/api/posts/${p.publicId}?action=unpin`],
    expect: only('not_mod', 'mod', 'admin'),
  },
  {
    name: 'PUT pin site-wide',
    call: (p) => ['put', `/api/posts/${p.publicId}?action=pin&siteWide=true`],
    expect: only('not_admin', 'admin'),
  },
  {
    name: 'PUT unpin site-wide',
    prepare: async (post) => {
      await api.db.query(`UPDATE posts SET pinned_site_at = now() WHERE id = $1`, [post.id]);
    },
    call: (p) => ['put', `/api/posts/${p.publicId}?action=unpin&siteWide=true`],
    expect: only('not_admin', 'admin'),
  },
  {
    name: 'PUT announce',
    call: (p) => ['put', `/api/posts/${p.publicId}?action=announce`],
    expect: only('not_admin', 'admin'),
  },
  {
    name: 'DELETE as normal',
    call: (p) => ['delete', `/api/posts/${p.publicId}?deleteAs=normal`],
    expect: only('not_author', 'author'),
  },
  {
    name: 'DELETE as mods',
    call: (p) => ['delete', `/api/posts/${p.publicId}?deleteAs=mods`],
    expect: only('not_mod', 'mod'),
  },
  {
    name: 'DELETE as admins with content',
    call: (p) => ['delete', `/api/posts/${p.publicId}?deleteAs=admins&deleteContent=true`],
    expect: only('not_admin', 'admin'),
  },
  {
    name: 'POST _postVote (a banned member has no vote in the community)',
    call: (p) => ['post', '/api/_postVote', { postId: p.id, up: true }],
    expect: only('banned-from-community', 'author', 'other', 'mod', 'admin'),
  },
  {
    name: 'POST hidden_posts',
    call: (p) => ['post', '/api/hidden_posts', { postId: p.id }],
    expect: { visitor: notLoggedIn, author: 200, other: 200, mod: 200, admin: 200, banned: 200 },
  },
  {
    name: 'DELETE hidden_posts/{postId}',
    call: (p) => ['delete', `/api/hidden_posts/${p.id}`],
    expect: { visitor: notLoggedIn, author: 200, other: 200, mod: 200, admin: 200, banned: 200 },
  },
];

const clientOf = (role: Role): TestClient => (role === 'visitor' ? api.client() : members[role].client);

describe('post writes × roles', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, route) => {
    const outcomes: Record<string, Outcome> = {};
    for (const role of ROLES) {
      const post = await freshPost(route.ownPost && role !== 'visitor' ? members[role] : members.author);
      await route.prepare?.(post);
      const [method, path, body] = route.call(post);
      const res = await clientOf(role).send(method, path, body ?? {});
      outcomes[role] = res.status < 400 ? res.status : [res.status, res.body.code];
    }
    await api.db.query(`UPDATE posts SET pinned_at = NULL, pinned_site_at = NULL`);
    expect(outcomes).toEqual(route.expect);
  });
});
