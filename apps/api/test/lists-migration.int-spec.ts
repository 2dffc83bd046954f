import { ALL_MIGRATIONS, BACKFILL_BOOKMARKS_SQL } from '@app/migrations';
import { newId } from '@app/server/core/ids';
import type { MigrationInterface } from 'typeorm';
import { signUp, uniqueName } from './community-fixtures';
import { createList } from './list-fixtures';
import { useTestApi } from './support/test-api-per-file';

/** The lists migration gives `bookmarks` to accounts that existed before lists did. */
const api = useTestApi({ rateLimitsEnabled: false });

function listsMigration(): MigrationInterface {
  const Migration = ALL_MIGRATIONS.find((m) => m.name === 'CreateLists1763781100000');
  if (!Migration) throw new Error('CreateLists migration is not registered');
  return new Migration();
}

async function insertAccount(name: string, deleted = false): Promise<string> {
  const id = newId();
  await api.db.query(`INSERT INTO users (id, username, password_hash, deleted_at) VALUES ($1, $2, '!', $3)`, [id, name, deleted ? new Date() : null]);
  return id;
}

const listsOf = async (userId: string) =>
  (await api.db.query(`SELECT name, display_name, public, num_items, description FROM lists WHERE user_id = $1 ORDER BY name`, [userId])) as Record<
    string,
    unknown
  >[];

describe('CreateLists migration', () => {
  it('gives a bookmarks list to every live account without one, and to no one else', async () => {
    const member = await signUp(api);
    await createList(member, 'kept_list');
    const migration = listsMigration();
    const runner = api.db.createQueryRunner();
    try {
      // Back to before lists existed, then accounts are made the way older versions made them.
      await migration.down(runner);
      const old = await insertAccount(uniqueName('old'));
      const gone = await insertAccount(uniqueName('gone'), true);
      await migration.up(runner);
      expect(await listsOf(old)).toEqual([{ name: 'bookmarks', display_name: 'Bookmarks', public: false, num_items: 0, description: null }]);
      expect(await listsOf(member.id)).toEqual([expect.objectContaining({ name: 'bookmarks' })]);
      expect(await listsOf(gone)).toEqual([]);
      const sentinels = await api.db.query(`SELECT l.id FROM lists l JOIN users u ON u.id = l.user_id WHERE u.username IN ('ghost', 'nobody')`);
      expect(sentinels).toEqual([]);
      const ids = (await api.db.query(`SELECT min(id)::int AS min FROM lists`))[0];
      expect(ids.min).toBeGreaterThanOrEqual(100000);
    } finally {
      await runner.release();
    }
  });

  it('runs its backfill again without duplicating anything, and the migrated account can use its list', async () => {
    const old = await insertAccount(uniqueName('late'));
    const before = (await api.db.query(`SELECT count(*)::int AS n FROM lists`))[0].n;
    const runner = api.db.createQueryRunner();
    try {
      // Only the backfill statement: the tables already exist.
      await runner.query(BACKFILL_BOOKMARKS_SQL);
      await runner.query(BACKFILL_BOOKMARKS_SQL);
    } finally {
      await runner.release();
    }
    expect((await api.db.query(`SELECT count(*)::int AS n FROM lists`))[0].n).toBe(before + 1);
    expect(await listsOf(old)).toEqual([expect.objectContaining({ name: 'bookmarks' })]);
  });
});
