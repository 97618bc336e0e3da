// /sent-tickets and /received-tickets (optionally ?filter=active|closed) and /subscribed-tickets
// (docs/product/finding.md#ticket-lists): one screen, told apart by the path. A new list starts afresh (page, selection, options).
import { PageHeader } from '@/components/page-header';
import { TicketListTable } from '../components/ticket-list-table';
import { useTicketListKind } from '../hooks/use-ticket-list-kind';

export function TicketListPage() {
  const { kind, filter, title, subtitle } = useTicketListKind();
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <TicketListTable key={`${kind}-${filter ?? 'all'}`} kind={kind} filter={filter} title={title} />
    </>
  );
}
