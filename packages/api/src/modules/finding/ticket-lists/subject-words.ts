// A subject search and its walk in subject order (docs/performance.md#sorts). A subject matches a text by its Spanish
// stems (full text) or by containing it (partial words); `ticket_subject_words` (migration 0035) holds each ticket's
// words beside its subject key, so the tickets holding one of a few words are walked in subject order from its index:
// the Buscador's common word sorted by Asunto reads its first tickets instead of sorting every match.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

/** Past this many words holding a partial word ('ser' in hundreds), the matches are sorted instead of walked. */
const MAX_WALKED_WORDS = 32;

/** The lower-case text as a LIKE operand: its wildcards and escape character taken literally. */
const literalForLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** Accent-insensitive subject match: Spanish full-text (stems) or substring (partial words), on stored, indexed columns. */
export function subjectMatches(text: string): SQL {
  const like = `%${literalForLike(text)}%`;
  return sql`(wi.subject_vector @@ plainto_tsquery('spanish', tms_unaccent(${text})) OR wi.subject_search LIKE tms_unaccent(${like}))`;
}

/**
 * Words every ticket matching `text` holds one of: the words containing the text's longest piece (a subject containing
 * the text has a word containing each of its pieces) and one of its stems (a full-text match holds them all). Null when
 * they cannot be walked: the longest piece is shorter than the words kept (three letters), or too many words hold it.
 */
export async function subjectSearchWords(db: Executor, text: string): Promise<string[] | null> {
  const rows = await queryRows<{ word: string | null; partial: boolean }>(
    db,
    sql`WITH piece AS (
          SELECT p, length(replace(p, '\\', '')) >= 3 AS kept FROM regexp_split_to_table(tms_unaccent(${literalForLike(text)}), '\\s+') p
           ORDER BY length(replace(p, '\\', '')) DESC LIMIT 1)
        SELECT v.word, true AS partial
          FROM piece LEFT JOIN LATERAL (SELECT word FROM subject_word_vocabulary
                                         WHERE piece.kept AND word LIKE '%' || piece.p || '%' LIMIT ${MAX_WALKED_WORDS + 1}) v ON TRUE
         WHERE v.word IS NOT NULL OR NOT piece.kept
        UNION ALL
        SELECT stem, false FROM (SELECT (tsvector_to_array(to_tsvector('spanish', tms_unaccent(${text}))))[1] AS stem) s
         WHERE stem IS NOT NULL`,
  );
  const partial = rows.filter((row) => row.partial);
  if (partial.some((row) => row.word === null) || partial.length > MAX_WALKED_WORDS) return null;
  return [...new Set(rows.map((row) => row.word as string))];
}

/**
 * The tickets holding one of `words`, in subject order (then creation date and number), each once: every word's
 * tickets walked from its index and merged. `period`: conditions on the creation date `created_date`.
 */
export function subjectWordWalk(words: readonly string[], order: 'asc' | 'desc', period: SQL): SQL {
  const d = sql.raw(order === 'asc' ? 'ASC' : 'DESC');
  const byWord = words.map(
    (word) => sql`(SELECT work_item_id AS id, subject_key AS sort_key, created_date AS sort_created FROM ticket_subject_words
      WHERE word = ${word} AND ${period} ORDER BY subject_key ${d}, created_date ${d}, work_item_id ${d})`,
  );
  return sql`SELECT DISTINCT ON (w.sort_key, w.sort_created, w.id) w.id, w.sort_key, w.sort_created
    FROM (${sql.join(byWord, sql` UNION ALL `)}) w ORDER BY w.sort_key ${d}, w.sort_created ${d}, w.id ${d}`;
}
