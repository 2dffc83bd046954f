import { MigrationInterface, QueryRunner } from 'typeorm';

/** The search vectors' tables that phrases are searched in, and their index of word pairs. */
const PAIRED = [
  { vectors: 'post_search_vectors', index: 'post_search_pairs_idx' },
  { vectors: 'comment_search_vectors', index: 'comment_search_pairs_idx' },
] as const;

/**
 * A pair's key: 16 bits of `hashtextextended`, the hash that PostgreSQL's hash partitioning stores rows by, so
 * it stays the same across versions (an index's keys must never change meaning), in hexadecimal.
 */
const PAIR_KEY = (word: string, next: string) => `to_hex(hashtextextended(${word} || ' ' || ${next}, 0) & 65535)`;

/**
 * Phrases through an index of word pairs (docs/api/search.md, docs/performance.md "Search").
 *
 * PostgreSQL's GIN index of a `tsvector` keeps no word positions, so a phrase ("people time") found every row
 * holding both words and read each one to check that they are next to each other: 108,646 rows and 1 s for the
 * two commonest words on the medium seed, where 3,838 hold the phrase. Here each vector's pairs of neighbouring
 * words are indexed too, so a phrase's rows come from the index and only those are checked.
 *
 * - `search_word_pairs(vector)` is each word and the word in the next position, as a `tsvector` of short keys
 *   (`PAIR_KEY`, 65,536 of them). A key shared by several pairs only adds rows to check (the phrase itself is
 *   still matched against the vector): about 500 rows for a rare phrase on the medium seed. More keys would
 *   check fewer rows but cost more to build: on 100,000 posts the index of 16-bit keys took 8.6 s to build
 *   and 20 MB, of 20-bit keys 13.7 s and 45 MB, of whole pairs (md5's digits) 56 MB; a vector's pairs cost
 *   about 45 µs to work out with this hash, about 90 µs with md5.
 * - `search_query_word_pairs(query)` is the same keys for the pairs of a query's phrases (`'a' <-> 'b'`), all
 *   required, or NULL when the query has none, or has `|` or `!(`, where a phrase's pair is not required of every
 *   match. A `!` right before a pair's first word also leaves that pair out.
 * - The index is on the expression, so the vectors' tables and the triggers that write them are unchanged: a
 *   vector's pairs are worked out when its row is written, which happens only when the text changes.
 * - Built `CONCURRENTLY` (outside a transaction, like 1764200000000): writes go on meanwhile.
 */
export class SearchWordPairs1764305000000 implements MigrationInterface {
  name = 'SearchWordPairs1764305000000';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    // Its cost, about 45 µs a vector, is declared (in units of a simple operator) so that the planner never
    // works it out row by row over a walk of the table when the index has it already.
    await q.query(`CREATE OR REPLACE FUNCTION search_word_pairs(v tsvector) RETURNS tsvector
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 5000 AS $$
        WITH words AS (SELECT lexeme, unnest(positions) AS pos FROM unnest(v))
        SELECT coalesce(array_to_tsvector(array_agg(${PAIR_KEY('a.lexeme', 'b.lexeme')})), '')
        FROM words a JOIN words b ON b.pos = a.pos + 1
      $$`);
    // The query's text form lists lexemes in quotes (a quote doubled inside, a backslash too) and operators
    // between them; a pair is a lexeme, '<->' and a lexeme in a row, unquoted to be hashed as the vector's are.
    await q.query(String.raw`CREATE OR REPLACE FUNCTION search_query_word_pairs(query tsquery) RETURNS tsquery
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $f$
        WITH tokens AS (
          SELECT t.m[1] AS token, t.n,
            CASE WHEN t.m[1] LIKE '''%'
              THEN replace(regexp_replace(substr(t.m[1], 2, length(t.m[1]) - 2), '\\(.)', '\1', 'g'), '''''', '''') END AS lexeme
          FROM regexp_matches(query::text, $re$('(?:[^']|'')*'|<[0-9]*-?>|[&|!()])$re$, 'g') WITH ORDINALITY AS t(m, n)
        ), runs AS (
          SELECT lexeme, lag(token) OVER w AS before, lead(token) OVER w AS op, lead(lexeme, 2) OVER w AS next
          FROM tokens WINDOW w AS (ORDER BY n)
        )
        SELECT CASE WHEN query::text ~ $re$\||!\($re$ THEN NULL ELSE (
          SELECT string_agg(DISTINCT '''' || ${PAIR_KEY('lexeme', 'next')} || '''', ' & ')::tsquery
          FROM runs
          WHERE lexeme IS NOT NULL AND op = '<->' AND next IS NOT NULL AND before IS DISTINCT FROM '!'
        ) END
      $f$`);
    for (const { vectors, index } of PAIRED) {
      await q.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${index} ON ${vectors} USING gin (search_word_pairs(vector))`);
      // The pairs' declared cost makes a phrase's scan look large enough to share with a parallel worker, whose
      // start costs more than the scan (a comments phrase: 7 ms of scan, 35 ms with the worker, and worse beside
      // other searches). A search runs beside many others; it is never split.
      await q.query(`ALTER TABLE ${vectors} SET (parallel_workers = 0)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { vectors, index } of PAIRED) {
      await q.query(`ALTER TABLE ${vectors} RESET (parallel_workers)`);
      await q.query(`DROP INDEX CONCURRENTLY IF EXISTS ${index}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS search_query_word_pairs(tsquery)`);
    await q.query(`DROP FUNCTION IF EXISTS search_word_pairs(tsvector)`);
  }
}
