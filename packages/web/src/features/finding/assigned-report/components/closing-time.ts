// 'Tiempo de cierre' of the assigned report: how long a finalised ticket took from creation to closing, in words
// ('2 días 3 horas', '45 minutos'). Open tickets have none.
import { TicketStatus, type AssignedReportRow } from '@tms/contracts';

const MINUTE_MS = 60_000;

const units = [
  { ms: 24 * 60 * MINUTE_MS, one: 'día', many: 'días' },
  { ms: 60 * MINUTE_MS, one: 'hora', many: 'horas' },
  { ms: MINUTE_MS, one: 'minuto', many: 'minutos' },
];

/** Milliseconds from creation to closing (the last change stands in for a closing date the server lacks). */
export function closingTimeMs(row: AssignedReportRow): number | null {
  if (row.statusId !== TicketStatus.Finished) return null;
  const closed = new Date(row.closedDate ?? row.modifiedDate).getTime();
  return Math.max(0, closed - new Date(row.createdDate).getTime());
}

/** The two largest whole units of a span, in Spanish. */
export function humanizeSpan(ms: number): string {
  let left = ms;
  const parts: string[] = [];
  for (const unit of units) {
    const count = Math.floor(left / unit.ms);
    left -= count * unit.ms;
    if (count > 0) parts.push(`${count} ${count === 1 ? unit.one : unit.many}`);
    if (parts.length === 2) break;
  }
  return parts.length > 0 ? parts.join(' ') : 'menos de un minuto';
}

export const closingTimeText = (row: AssignedReportRow): string => {
  const ms = closingTimeMs(row);
  return ms === null ? '' : humanizeSpan(ms);
};
