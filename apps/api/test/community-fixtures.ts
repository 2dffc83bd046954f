import { TestApi, TestClient } from './harness';

let sequence = 0;

export const uniqueName = (base = 'u') => `${base}${Date.now().toString(36).slice(-4)}${(sequence++).toString(36)}`;

export interface Member {
  client: TestClient;
  name: string;
  id: string;
}

export async function signUp(api: TestApi, name = uniqueName()): Promise<Member> {
  const client = api.client();
  const res = await client.signup(name);
  if (res.status !== 201) throw new Error(`signup of ${name} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, name, id: res.body.id };
}

export async function makeAdmin(api: TestApi, member: Member): Promise<Member> {
  await api.db.query('UPDATE users SET is_admin = true WHERE id = $1', [member.id]);
  return member;
}

/** Creates a community through the API as `admin` (who becomes its first moderator). */
export async function createCommunity(admin: Member, name = uniqueName('c'), about = 'About it'): Promise<{ id: string; name: string }> {
  const res = await admin.client.post('/api/communities', { name, about });
  if (res.status !== 200) throw new Error(`create community failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, name };
}

export async function addMod(by: Member, communityId: string, username: string): Promise<void> {
  const res = await by.client.post(`/api/communities/${communityId}/mods`, { username });
  if (res.status !== 200) throw new Error(`add mod failed: ${res.status} ${JSON.stringify(res.body)}`);
}
