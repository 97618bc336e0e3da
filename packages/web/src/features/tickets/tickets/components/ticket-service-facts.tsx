// The service a ticket got (docs/product/service-quality.md): 'Primera respuesta' (when, or 'Pendiente'; against its
// target with the colours of 'Tickets por expirar': red when late or due today, green otherwise), 'Tiempo de
// resolución' once finalised, in working time, 'Tiempo registrado' for internal users and the creator's 'Calificación'.
import { lazy, Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import type { Ticket } from '@tms/contracts';
import { dayjs, formatDate, isDue } from '@/lib/dates';
import { formatMinutes } from '@/lib/durations';

export const PENDING_LABEL = 'Pendiente';

/** The rating's face and words load with the first rated ticket shown, not with the screen. */
const RatingFact = lazy(() => import('./ticket-rating-fact').then((m) => ({ default: m.RatingFact })));

type Verdict = { text: string; color: 'success.main' | 'error.main' } | null;

/** How the first response stands against its target: answered on time or late, or pending and due today or not. */
export function firstResponseVerdict(ticket: Ticket, now: Date): Verdict {
  const { firstResponseDate: answered, firstResponseDueDate: due } = ticket;
  if (due === null) return null;
  if (answered !== null)
    return new Date(answered) <= new Date(due)
      ? { text: 'a tiempo', color: 'success.main' }
      : { text: 'tarde', color: 'error.main' };
  return { text: `vence ${formatDate(due)}`, color: isDue(due, dayjs(now)) ? 'error.main' : 'success.main' };
}

/** The facts' rows, drawn by the summary's own `Fact`. */
export function serviceFacts(ticket: Ticket, now: Date): { label: string; value: ReactNode }[] {
  const verdict = firstResponseVerdict(ticket, now);
  const answered = ticket.firstResponseDate ? formatDate(ticket.firstResponseDate) : PENDING_LABEL;
  return [
    {
      label: 'Primera respuesta',
      value: (
        <>
          {answered}
          {verdict && (
            <Box component="span" sx={{ color: verdict.color, display: 'block', fontWeight: 500 }}>
              {verdict.text}
            </Box>
          )}
        </>
      ),
    },
    ...(ticket.resolutionMinutes !== null
      ? [{ label: 'Tiempo de resolución', value: formatMinutes(ticket.resolutionMinutes) }]
      : []),
    ...(ticket.abilities.canLogTime ? [{ label: 'Tiempo registrado', value: formatMinutes(ticket.timeSpentMinutes) }] : []),
    ...(ticket.satisfaction
      ? [
          {
            label: 'Calificación',
            value: (
              <Suspense fallback={`${ticket.satisfaction.rating} de 5`}>
                <RatingFact satisfaction={ticket.satisfaction} />
              </Suspense>
            ),
          },
        ]
      : []),
  ];
}
