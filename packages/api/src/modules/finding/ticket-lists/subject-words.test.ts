// A subject search sorted by Asunto walks the words' tickets in subject order (subject-words.ts): every page equals the
// matches in Spanish order, whole words, stems and partial words alike; the words follow a ticket's new subject and
// leave with a deleted ticket; a text whose words cannot be walked is sorted as before.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { type TestClient, useTestApp } from '../../../test/test-app';
import { subjectSearchWords, subjectWordWalk } from './subject-words';

const RANGE = { startDate: '2004-01-01T00:00:00.000Z', endDate: '2004-12-31T23:59:59.999Z' };
const SUBJECTS = [
  'Impresora sin tóner',
  'Instalación de impresora',
  'Impresoras nuevas en piso',
  'Cambio de tóner',
  'Multiimpresora rota',
  'Falla de red',
  'Ñandú impreso',
  'ímpresora con acento',
];
const TICKETS = 48;
const PAGE_SIZE = 5;

type Row = { id: number; subject: string; createdDate: string };
const spanish = new Intl.Collator('es-MX', { sensitivity: 'base' });
const inOrder = (rows: Row[], order: 'asc' | 'desc') =>
  [...rows]
    .sort(
      (a, b) =>
        (order === 'asc' ? 1 : -1) *
        (spanish.compare(a.subject, b.subject) || Date.parse(a.createdDate) - Date.parse(b.createdDate) || a.id - b.id),
    )
    .map((row) => row.id);

describe('subject search sorted by subject', () => {
  const t = useTestApp();
  let supervisor: TestClient;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    supervisor = await t.as('supervisor');
    const subjects = sql`ARRAY[${sql.join(
      SUBJECTS.map((s) => sql`${s}`),
      sql`, `,
    )}]::text[]`;
    await queryRows(
      db(),
      sql`INSERT INTO work_items (company_id, subject, detail, category_id, sub_category_id, severity_id, status_id, created_by,
                                  created_date, modified_by, modified_date)
          SELECT 1, (${subjects})[g % ${SUBJECTS.length} + 1] || ' ' || (g % 3), '<p>Detalle</p>', sc.category_id, sc.id,
                 (SELECT min(id) FROM priorities), 1, (SELECT min(id) FROM users),
                 ${RANGE.startDate}::timestamptz + (g % 5) * interval '1 day', (SELECT min(id) FROM users), now()
            FROM generate_series(1, ${TICKETS}) g, (SELECT id, category_id FROM sub_categories ORDER BY id LIMIT 1) sc`,
    );
  });

  const search = async (subject: string, order: 'asc' | 'desc', page: number | null) => {
    const response = await supervisor.post('/api/workitems/search', {
      ...RANGE,
      subject,
      sortField: 'subject',
      sortOrder: order,
      ...(page === null ? { all: true } : { page, pageSize: PAGE_SIZE }),
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    return response.body.data.rows as Row[];
  };

  /** Every page joined, and the export's matches in the order they must have. */
  async function pagesAndExpected(subject: string, order: 'asc' | 'desc') {
    const paged: number[] = [];
    for (let page = 0; paged.length % PAGE_SIZE === 0; page++) {
      const rows = await search(subject, order, page);
      if (rows.length === 0) break;
      paged.push(...rows.map((row) => row.id));
    }
    return { paged, expected: inOrder(await search(subject, order, null), order) };
  }

  it('pages whole words, stems, partial words and several words in Spanish subject order', async () => {
    const counts: Record<string, number> = {};
    for (const subject of ['impresora', 'impresoras', 'presor', 'TÓNER', 'de impresora', 'impreso'])
      for (const order of ['asc', 'desc'] as const) {
        const { paged, expected } = await pagesAndExpected(subject, order);
        expect(paged, `${subject} ${order}`).toEqual(expected);
        counts[subject] = expected.length;
      }
    // 'impresora': the printer subjects (with and without accent, plural by stem, inside 'multiimpresora'), not 'impreso'.
    expect(counts.impresora).toBe((TICKETS / SUBJECTS.length) * 5);
    expect(counts.presor).toBe((TICKETS / SUBJECTS.length) * 5);
    // 'de impresora': by its stem 'impresor' (not 'multiimpresora', one word), or containing the whole text.
    expect(counts['de impresora']).toBe((TICKETS / SUBJECTS.length) * 4);
  });

  it('walks the words holding the text, or none when they cannot be walked', async () => {
    expect(await subjectSearchWords(db(), 'impresora')).toEqual(
      expect.arrayContaining(['impresora', 'impresoras', 'multiimpresora', 'impresor']),
    );
    expect(await subjectSearchWords(db(), 'Impresora')).not.toContain('impreso');
    expect(await subjectSearchWords(db(), 'de')).toBeNull();
    // The walk itself comes in the page's order (a window of its first rows holds a page only then).
    const words = (await subjectSearchWords(db(), 'impresora')) ?? [];
    for (const order of ['asc', 'desc'] as const) {
      const walked = await queryRows<{ id: number }>(
        db(),
        sql`SELECT id FROM (${subjectWordWalk(words, order, sql`created_date BETWEEN ${RANGE.startDate} AND ${RANGE.endDate}`)}) w`,
      );
      expect(walked.map((row) => row.id)).toEqual(inOrder(await search('impresora', order, null), order));
    }
    expect(await subjectSearchWords(db(), 'zzzq')).toEqual(['zzzq']);
  });

  it('follows a ticket to its new subject, and forgets a deleted one', async () => {
    const [ticket] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT id FROM work_items WHERE subject LIKE 'Falla de red%' AND created_date >= ${RANGE.startDate} ORDER BY id LIMIT 1`,
    );
    await queryRows(db(), sql`UPDATE work_items SET subject = 'Zumbido de impresora' WHERE id = ${ticket.id}`);
    const last = await search('impresora', 'asc', null);
    expect(inOrder(last, 'asc').at(-1)).toBe(ticket.id);
    expect((await search('impresora', 'desc', 0)).map((row) => row.id)[0]).toBe(ticket.id);
    expect((await search('falla', 'asc', null)).map((row) => row.id)).not.toContain(ticket.id);

    await queryRows(db(), sql`DELETE FROM work_items WHERE id = ${ticket.id}`);
    const words = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM ticket_subject_words WHERE work_item_id = ${ticket.id}`,
    );
    expect(words[0].n).toBe(0);
  });
});
