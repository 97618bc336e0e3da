// An instant as ISO text in SQL (UTC, milliseconds), the same text JavaScript's toISOString() writes: automation
// occasions name deadlines and idle stretches by it, and whoever reads an occasion back compares with the same text.
import { sql, type SQL } from 'drizzle-orm';

export const isoText = (instant: SQL) => sql`to_char(${instant} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
