// /sent-tickets and /received-tickets (optionally ?filter=active|closed) and /subscribed-tickets
// (docs/product/finding.md#ticket-lists): one screen, told apart by the path. Another list starts afresh (page,
// selection, sort, options); another ?filter of the same list (Estado) keeps the sort, as the quick filters do.
import { PageHeader } from '@/components/page-header';
import { TicketListTable } from '../components/ticket-list-table';
import { useTicketListKind } from '../hooks/use-ticket-list-kind';

export function TicketListPage() {
  const { kind, filter, title, subtitle } = useTicketListKind();
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <TicketListTable key={kind} kind={kind} filter={filter} title={title} />
    </>
  );
}
