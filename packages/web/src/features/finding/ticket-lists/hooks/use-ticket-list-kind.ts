// One screen serves /sent-tickets, /received-tickets and /subscribed-tickets (docs/product/finding.md#ticket-lists):
// which list it shows comes from the path, and ?filter=active|closed from the URL. The created list names the filter
// in its title; the received list takes it too (the dashboard's 'Asignados sin finalizar' opens ?filter=active, so the list holds what
// the counter counts) and says it under the title.
import { useLocation, useSearchParams } from 'react-router';
import type { TicketListKind } from '../api/ticket-lists-query-keys';

export type SentFilter = 'active' | 'closed';

const kindByPath: Record<string, TicketListKind> = {
  '/sent-tickets': 'sent',
  '/received-tickets': 'received',
  '/subscribed-tickets': 'subscribed',
};

const sentTitles: Record<SentFilter | 'all', string> = {
  all: 'Tickets creados',
  active: 'Tickets activos',
  closed: 'Tickets cerrados',
};

export function titleOf(kind: TicketListKind, filter: SentFilter | undefined): string {
  if (kind === 'received') return 'Tickets recibidos';
  if (kind === 'subscribed') return 'Tickets suscritos';
  return sentTitles[filter ?? 'all'];
}

const parseFilter = (value: string | null): SentFilter | undefined =>
  value === 'active' || value === 'closed' ? value : undefined;

const filterNotes: Record<SentFilter, string> = { active: 'Sin finalizar', closed: 'Finalizados' };

export function useTicketListKind() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const kind = kindByPath[pathname.replace(/\/+$/, '')] ?? 'sent';
  const filter = kind === 'subscribed' ? undefined : parseFilter(searchParams.get('filter'));
  const subtitle = kind === 'received' && filter ? filterNotes[filter] : undefined;
  return { kind, filter, title: titleOf(kind, filter), subtitle };
}
