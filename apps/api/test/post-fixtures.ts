import { Member } from './community-fixtures';

export async function createPost(
  author: Member,
  community: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; publicId: string; body: Record<string, unknown> }> {
  const res = await author.client.post('/api/posts', { type: 'text', title: 'A title', body: 'Body', community, ...fields });
  if (res.status !== 200) throw new Error(`create post failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, publicId: res.body.publicId, body: res.body };
}

/** `count` text posts by `author` in `community`, made one after another (so oldest first). */
export async function createPosts(author: Member, community: string, count: number): Promise<{ id: string; publicId: string }[]> {
  const posts = [];
  for (let i = 0; i < count; i++) posts.push(await createPost(author, community));
  return posts;
}
