import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of the search vectors (migration 1764200000000). */
const VECTORS = ['post_search_vectors', 'comment_search_vectors', 'community_search_vectors'] as const;

/**
 * The search vectors' statistics back at PostgreSQL's default target (docs/performance.md "Search").
 *
 * Migration 1764200000000 raised the target to 1,000 so rare words were told from common ones. The planner pays
 * for it on every search: it reads the column's ten thousand most common words each time it estimates `@@`,
 * 0.6 ms of a search's 1.5 ms of planning on the medium seed, against under 0.1 ms at the default target. The
 * default's thousand words are enough for the one choice the estimate makes (walk the newest rows, or collect
 * the matches from the GIN index): the two cost the same where a word is in a few percent of the rows, and words
 * that common are always among the thousand kept; a word missing from them is estimated rare, and collected from
 * the index, which is right for it.
 *
 * ANALYZE reads a sample of 30,000 rows whatever the table's size, so the new statistics take effect at once.
 */
export class SearchStatisticsDefault1764306000000 implements MigrationInterface {
  name = 'SearchStatisticsDefault1764306000000';

  async up(q: QueryRunner): Promise<void> {
    await setTarget(q, -1);
  }

  async down(q: QueryRunner): Promise<void> {
    await setTarget(q, 1000);
  }
}

async function setTarget(q: QueryRunner, target: number): Promise<void> {
  for (const vectors of VECTORS) {
    await q.query(`ALTER TABLE ${vectors} ALTER COLUMN vector SET STATISTICS ${target}`);
    await q.query(`ANALYZE ${vectors}`);
  }
}
