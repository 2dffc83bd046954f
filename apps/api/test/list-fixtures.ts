import type { List, ListItemsPage } from '@app/contract';
import { Member } from './community-fixtures';
import { TestApi } from './harness';

/** `POST /api/users/{me}/lists`, expecting success; answers the new list. */
export async function createList(member: Member, name: string, fields: Record<string, unknown> = {}): Promise<List> {
  const res = await member.client.post(`/api/users/${member.name}/lists`, { name, ...fields });
  if (res.status !== 200) throw new Error(`create list failed: ${res.status} ${JSON.stringify(res.body)}`);
  const created = (res.body as List[]).find((l) => l.name === name);
  if (!created) throw new Error(`created list ${name} missing from the answer`);
  return created;
}

export async function bookmarksOf(member: Member): Promise<List> {
  const res = await member.client.get(`/api/users/${member.name}/lists/bookmarks`);
  if (res.status !== 200) throw new Error(`no bookmarks: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as List;
}

export async function addItem(member: Member, listId: number, targetType: 'post' | 'comment', targetId: string): Promise<ListItemsPage> {
  const res = await member.client.post(`/api/lists/${listId}/items`, { targetType, targetId });
  if (res.status !== 200) throw new Error(`add item failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as ListItemsPage;
}

/** The stored row count and counter of a list, to prove `numItems` exact. */
export async function counts(api: TestApi, listId: number): Promise<{ rows: number; numItems: number | null }> {
  const [row] = await api.db.query(
    `SELECT (SELECT count(*)::int FROM list_items WHERE list_id = $1) AS rows, (SELECT num_items FROM lists WHERE id = $1) AS "numItems"`,
    [listId],
  );
  return row;
}
