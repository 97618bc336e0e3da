// Copy to clipboard (docs/product/finding.md#ticket-lists, docs/product/conventions.md#limits-and-constants): the
// list switches to copy mode (its first 100 rows on one page), the selected rows (or all rows shown) are copied as
// tab-separated text with a header line, and 500 ms later the list returns to the page it was on.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GridPaginationModel, GridRowSelectionModel } from '@mui/x-data-grid';
import type { TicketListRow } from '@tms/contracts';
import { notify } from '@/lib/notify';
import { ticketListQueryOptions } from '../api/get-ticket-list';
import type { ListQuery, TicketListKind } from '../api/ticket-lists-query-keys';
import { ticketListCopyColumns } from '../components/ticket-list-columns';
import { selectedRows } from './selected-rows';

export const COPY_MODE_ROWS = 100;
export const COPY_MODE_RESET_MS = 500;
export const COPIED_MESSAGE = 'Listado de tickets copiado al portapapeles';
export const COPY_FAILED_MESSAGE = 'No se pudo copiar el listado de tickets';

interface CopyTicketsOptions {
  kind: TicketListKind;
  query: ListQuery;
  pagination: GridPaginationModel;
  setPagination: (model: GridPaginationModel) => void;
  selection: GridRowSelectionModel;
  seen: ReadonlyMap<number, TicketListRow>;
}

export function useCopyTickets({ kind, query, pagination, setPagination, selection, seen }: CopyTicketsOptions) {
  const queryClient = useQueryClient();
  const [copying, setCopying] = useState(false);

  const copy = async () => {
    const previous = pagination;
    setCopying(true);
    setPagination({ page: 0, pageSize: COPY_MODE_ROWS });
    try {
      // The text writer loads with the rows, the first time someone copies.
      const [shown, { tableToText }] = await Promise.all([
        queryClient.fetchQuery(ticketListQueryOptions(kind, { ...query, page: 0, pageSize: COPY_MODE_ROWS })),
        import('@/components/export/table-to-text'),
      ]);
      const rows = selectedRows(selection, shown.rows, new Map([...seen, ...shown.rows.map((row) => [row.id, row] as const)]));
      await navigator.clipboard.writeText(tableToText(rows, ticketListCopyColumns, '\t'));
      notify.success(COPIED_MESSAGE);
    } catch (error) {
      console.error('Copying the ticket list failed', error);
      notify.error(COPY_FAILED_MESSAGE);
    } finally {
      setTimeout(() => {
        setPagination(previous);
        setCopying(false);
      }, COPY_MODE_RESET_MS);
    }
  };

  return { copying, copy };
}
