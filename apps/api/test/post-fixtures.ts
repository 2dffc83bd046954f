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
