// The words of the seeded posts, comments and communities. Search is measured on this text
// (docs/performance.md "Search"), so it needs what real text has: a few words found in a large share of the
// rows, a long tail of words found in a handful, and titles and bodies of the usual lengths. A word's rank is
// drawn from a shifted Zipf law (the chance of rank k falls as 1/(k + SHIFT)), so the commonest word stands in
// about 1 % of word slots and sits in a quarter of the bodies, as "people" or "game" would on a forum. The
// first ranks are everyday English content words (PostgreSQL's `english` configuration drops stop words
// anyway); the tail is made of syllables, one distinct made-up word per rank, so a rare word really is rare.
//
// Drawing every word of 3.7 million rows one by one took 20 µs a word here (16 minutes for the medium posts
// alone), so the words are drawn once into a pool of four-word phrases, and each title, body and comment is
// a run of phrases picked by a hash of its row: one index probe per four words.

/** Everyday words, commonest first: the first ranks (about 300). */
export const COMMON_WORDS = `
people time game work think year world make thing good first music place water house question
book story city money night garden school family point light power river car phone code food friend team
change video energy market design history space paper engine camera window coffee winter summer ocean forest
mountain street picture movie player season match league guitar piano recipe bread cheese kitchen travel train
bicycle island village country planet rocket moon star climate weather storm rain snow animal bird horse dog cat
fish tree flower seed soil farm harvest apple orange lemon tomato potato garlic pepper salt sugar butter chocolate
language word letter novel poem author reader library science physics chemistry biology math theory data model
network server software hardware keyboard screen battery signal radio police court law election vote party
government budget price cost salary office meeting project deadline report review journal article problem answer
solution idea plan reason result effect cause example detail number series chapter episode character hero
villain battle army castle empire kingdom ancient museum painting artist sculpture theatre concert festival
holiday weekend morning evening minute hour week month century future memory dream health doctor hospital
medicine exercise running swimming football tennis chess puzzle board card dice strategy tactic opening
ending version update release feature bug patch driver kernel linux browser website blog forum community
moderator comment thread post link image upload download stream podcast channel trailer score
record album vinyl speaker headphone microphone studio producer drummer singer lyrics chord melody
rhythm bass violin orchestra choir dance lens photo portrait landscape sunset beach harbor bridge tower
tunnel highway airport station ticket passenger journey map compass trail camp tent fire wood stone metal glass
plastic cotton wool leather fabric shirt jacket shoes bottle kettle teapot oven grill pizza pasta noodle soup
salad sandwich breakfast dinner lunch dessert cake cookie honey milk bean rice wheat corn
`
  .split(/\s+/)
  .filter((word, index, all) => word && all.indexOf(word) === index);

/** How many ranks there are in all, everyday words and made-up ones. */
export const VOCABULARY_SIZE = 20000;

/** Flattens the head of the law: rank 0 is about 1 % of words, not 10 %. */
const SHIFT = 10;

/** Phrases in the pool; each is used by about 35 rows of the medium seed, so a rare word stays rare. */
export const PHRASES = 100000;

/** The syllables the made-up words are built of (16, so a rank's hexadecimal digits pick them). */
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'te', 'vo', 'bri', 'dal', 'fen', 'gor', 'hul', 'jin', 'mar', 'pol'];

const sqlArray = (words) => `ARRAY[${words.map((word) => `'${word}'`).join(',')}]`;
const syllable = (digit) => `(${sqlArray(SYLLABLES)})[1 + ${digit} % 16]`;

/**
 * SQL functions beside the seeder's other helpers (one-expression SQL functions, so PostgreSQL inlines them):
 * `pg_temp.u(x)` is a deterministic number in [0, 1) for `x` and the run's seed, `pg_temp.word(x)` the word
 * of draw `x`, and `pg_temp.phrase_id(x)` the pool phrase for draw `x`.
 */
export const VOCABULARY_SQL = `
CREATE OR REPLACE FUNCTION pg_temp.u(x bigint) RETURNS double precision LANGUAGE sql STABLE AS $$
  SELECT ((hashint8extended(x, current_setting('seed.n')::bigint) & 9007199254740991)::float8 + 0.5) / 9007199254740992
$$;
CREATE OR REPLACE FUNCTION pg_temp.word_of_rank(k integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN k < ${COMMON_WORDS.length} THEN (${sqlArray(COMMON_WORDS)})[k + 1]
    ELSE ${syllable('k')} || ${syllable('(k / 16)')} || ${syllable('(k / 256)')} || CASE WHEN k >= 4096 THEN ${syllable('(k / 4096)')} ELSE '' END
  END
$$;
CREATE OR REPLACE FUNCTION pg_temp.word(x bigint) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT pg_temp.word_of_rank(least(${VOCABULARY_SIZE - 1}, floor(exp(pg_temp.u(x) * ln(${VOCABULARY_SIZE + SHIFT}.0 / ${SHIFT})) * ${SHIFT} - ${SHIFT})::int))
$$;
CREATE OR REPLACE FUNCTION pg_temp.phrase_id(x bigint) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT floor(pg_temp.u(x) * ${PHRASES})::int
$$;`;

/** The pool: each phrase as it reads inside a sentence (`text`) and at its start (`cap`). */
export const PHRASE_POOL_SQL = `
  CREATE UNLOGGED TABLE seed_phrases AS
  SELECT p AS id, string_agg(w, ' ' ORDER BY k) AS text, initcap(min(w) FILTER (WHERE k = 1)) || substr(string_agg(w, ' ' ORDER BY k), length(min(w) FILTER (WHERE k = 1)) + 1) AS cap
  FROM generate_series(0, ${PHRASES - 1}) p, generate_series(1, 4) k, LATERAL (SELECT pg_temp.word(p::bigint * 8 + k) AS w) x
  GROUP BY p;
  ALTER TABLE seed_phrases ADD PRIMARY KEY (id);
  ANALYZE seed_phrases`;

/**
 * An SQL expression: `phrases` pool phrases drawn for row `key` (a bigint expression) under `purpose` (a
 * small integer), as sentences of two phrases with a full stop each, or, for a title, one capitalised run
 * with no stop.
 */
export function textOf(key, purpose, phrases, { title = false } = {}) {
  const piece = title ? `CASE WHEN k = 1 THEN ph.cap ELSE ph.text END` : `CASE WHEN k % 2 = 1 THEN ph.cap ELSE ph.text || '.' END`;
  const end = title ? `''` : `CASE WHEN (${phrases}) % 2 = 1 THEN '.' ELSE '' END`;
  return `(SELECT string_agg(${piece}, ' ' ORDER BY k) || ${end}
           FROM generate_series(1, ${phrases}) k JOIN seed_phrases ph ON ph.id = pg_temp.phrase_id((${key}) * 256 + ${purpose} * 32 + k))`;
}
