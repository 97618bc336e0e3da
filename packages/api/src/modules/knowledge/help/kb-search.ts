// The knowledge base's search (docs/product/self-service.md#search): the text's words as a text-search query in the
// `tms_spanish` configuration (Spanish stems of unaccented words: 'impresoras' finds 'impresora', 'contrasena'
// finds 'contraseña'), each word also as the nearest word of the articles' vocabulary when it is not one of them
// (pg_trgm similarity over kb_words and its trigram index: 'impresra' finds 'impresora'). Ranked by ts_rank over the
// title (weight A) above the body (weight B); fragments marked by ts_headline with private characters that become
// <mark> only after the text around them is escaped.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

/** A word of more letters than this is not a word anyone types. */
const WORD_MAX = 60;
/** Words shorter than this are never corrected: too many words are one letter away. */
const CORRECTED_MIN = 4;
const MARK_START = '\uE000';
const MARK_END = '\uE001';

export interface SearchText {
  /** The text's distinct words (letters and digits), in the order typed. */
  words: string[];
  /** Each word's correction from the vocabulary, when it is not a word of any article. */
  corrections: Map<string, string>;
  /** Matches as typed: the last word is also a prefix ('impres' finds 'impresora'). */
  prefixLast: boolean;
}

/** The distinct words of `text`, at most `max`, each at most WORD_MAX letters. */
export function wordsOf(text: string, max: number, minLength = 1): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= minLength && word.length <= WORD_MAX);
  return [...new Set(words)].slice(0, max);
}

/** The words of `text` with their corrections from the vocabulary of the articles (one query). */
export async function searchText(
  db: Executor,
  text: string,
  options: { maxWords: number; minLength?: number; asTyped: boolean },
): Promise<SearchText> {
  const words = wordsOf(text, options.maxWords, options.minLength);
  const corrections = new Map<string, string>();
  if (words.length > 0) {
    const values = sql.join(
      words.map((word) => sql`(${word}::text)`),
      sql`, `,
    );
    const rows = await queryRows<{ input: string; fix: string | null }>(
      db,
      sql`SELECT w.input, fix.word AS fix
            FROM (VALUES ${values}) AS w(input)
            CROSS JOIN LATERAL (SELECT tms_unaccent(w.input) AS plain) p
            LEFT JOIN LATERAL (
              SELECT k.word FROM kb_words k
               WHERE length(p.plain) >= ${CORRECTED_MIN} AND NOT EXISTS (SELECT 1 FROM kb_words e WHERE e.word = p.plain)
                 AND k.word % p.plain
               ORDER BY similarity(k.word, p.plain) DESC, k.word LIMIT 1) fix ON TRUE`,
    );
    for (const row of rows) if (row.fix) corrections.set(row.input, row.fix);
  }
  return { words, corrections, prefixLast: options.asTyped };
}

/**
 * The text-search query of `search`: each word or its correction; all words (`every`) or any of them. Words hold only
 * letters and digits, so to_tsquery reads each as one word (a stop word adds nothing).
 */
export function textQuery(search: SearchText, every: boolean): SQL {
  const last = search.words.length - 1;
  const perWord = search.words.map((word, i) => {
    const asTyped = sql`to_tsquery('tms_spanish', ${search.prefixLast && i === last ? `${word}:*` : word})`;
    const fix = search.corrections.get(word);
    return fix ? sql`(${asTyped} || to_tsquery('tms_spanish', ${fix}))` : asTyped;
  });
  if (perWord.length === 0) return sql`''::tsquery`;
  return sql.join(perWord, every ? sql` && ` : sql` || `);
}

/** ts_headline's options: the words found between the private marks, two fragments of the body at most. */
export const bodyHeadline =
  `StartSel="${MARK_START}", StopSel="${MARK_END}", ` + 'MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';
export const titleHeadline = `StartSel="${MARK_START}", StopSel="${MARK_END}", HighlightAll=true`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** ts_headline's text as HTML whose only element is <mark>: everything else escaped. */
export function markedHtml(headline: string): string {
  return escapeHtml(headline).replaceAll(MARK_START, '<mark>').replaceAll(MARK_END, '</mark>').replace(/\s+/g, ' ').trim();
}
