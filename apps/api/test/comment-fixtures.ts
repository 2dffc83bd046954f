import { newId, newPublicId } from '@app/server/core/ids';
import { createCommunity, makeAdmin, Member, signUp } from './community-fixtures';
import { TestApi } from './harness';

export interface TestPost {
  id: string;
  publicId: string;
  communityId: string;
}

/** A text post written straight into the table (the posts API is tested on its own). */
export async function insertPost(api: TestApi, author: Member, communityId: string, options: { locked?: boolean } = {}): Promise<TestPost> {
  const id = newId();
  const publicId = newPublicId();
  await api.db.query(
    `INSERT INTO posts (id, public_id, type, user_id, community_id, title, body, created_at, last_activity_at, locked_at, locked_by, locked_by_group)
     VALUES ($1, $2, 'text', $3, $4, $5, 'Body', now() - interval '1 hour', now() - interval '1 hour', $6, $7, $8)`,
    [
      id,
      publicId,
      author.id,
      communityId,
      `Post ${publicId}`,
      options.locked ? new Date() : null,
      options.locked ? author.id : null,
      options.locked ? 'mods' : null,
    ],
  );
  return { id, publicId, communityId };
}

/** `POST /api/posts/{publicId}/comments`, expecting success. */
export async function addComment(
  member: Member,
  post: TestPost,
  body = 'A comment',
  parentCommentId: string | null = null,
): Promise<Record<string, unknown> & { id: string }> {
  const res = await member.client.post(`/api/posts/${post.publicId}/comments?userGroup=normal`, { parentCommentId, body });
  if (res.status !== 200) throw new Error(`add comment failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** `count` top-level comments in one statement, authors taking turns; upvotes cycle through 0..`spread`-1. */
export async function insertComments(api: TestApi, post: TestPost, authors: Member[], count: number, spread = 1): Promise<void> {
  await api.db.query(
    `INSERT INTO comments (id, post_id, community_id, user_id, body, upvotes, created_at)
     SELECT lpad(to_hex((extract(epoch FROM clock_timestamp()) * 1e9)::bigint + g), 16, '0') || lpad(to_hex(g), 8, '0'),
            $1, $2, ($3::varchar[])[1 + g % cardinality($3::varchar[])], 'Bulk ' || g, g % $5, now()
     FROM generate_series(1, $4) g`,
    [post.id, post.communityId, authors.map((a) => a.id), count, spread],
  );
}

export interface Cast {
  admin: Member;
  mod: Member;
  author: Member;
  other: Member;
  banned: Member;
  community: { id: string; name: string };
}

/** An admin (not a moderator), a moderator who created the community, an author, a bystander and a banned user. */
export async function cast(api: TestApi): Promise<Cast> {
  const mod = await makeAdmin(api, await signUp(api));
  const community = await createCommunity(mod);
  // The creator must be an admin to create; afterwards they are only the community's moderator.
  await api.db.query('UPDATE users SET is_admin = false WHERE id = $1', [mod.id]);
  const admin = await makeAdmin(api, await signUp(api));
  const [author, other, banned] = [await signUp(api), await signUp(api), await signUp(api)];
  await api.db.query(`INSERT INTO community_bans (community_id, user_id, banned_by) VALUES ($1, $2, $3)`, [community.id, banned.id, mod.id]);
  return { admin, mod, author, other, banned, community };
}

export const ZERO = '000000000000000000000000';
