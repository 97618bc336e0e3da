// Everything one ticket list holds, for the table that renders it: its state (use-ticket-list-state.ts), the rows the
// server answers for it, the rows seen on any page, the copy to the clipboard, the chosen ids for the bulk actions
// and the keyboard (j/k, Enter opens the focused ticket, '?' lists the shortcuts).
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { GridRowId } from '@mui/x-data-grid';
import { selectedIds } from '@/components/data-table/row-selection';
import { useRowKeyboard } from '@/components/data-table/use-row-keyboard';
import { useTicketList } from '../api/get-ticket-list';
import type { TicketListKind } from '../api/ticket-lists-query-keys';
import { useCopyTickets } from './use-copy-tickets';
import { useSeenRows } from './use-seen-rows';
import { useTicketListState } from './use-ticket-list-state';
import type { SentFilter } from './use-ticket-list-kind';

export function useTicketListTable(kind: TicketListKind, filter: SentFilter | undefined) {
  const state = useTicketListState(filter);
  const list = useTicketList(kind, state.query);
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  const seen = useSeenRows(list.data?.rows);
  const { copying, copy } = useCopyTickets({
    kind,
    query: state.query,
    pagination: state.pagination,
    setPagination: state.setPagination,
    selection: state.selection,
    seen,
  });
  const rowIds = useMemo(() => rows.map((row) => row.id), [rows]);
  const [helpOpen, setHelpOpen] = useState(false);
  const navigate = useNavigate();
  const openTicket = useCallback((id: GridRowId) => void navigate(`/ticket/${id}`), [navigate]);
  const showHelp = useCallback(() => setHelpOpen(true), []);
  const keyboard = useRowKeyboard({ rowIds, onOpen: openTicket, onHelp: showHelp, enabled: !helpOpen });

  return {
    ...state,
    list,
    rows,
    chosen: selectedIds(state.selection, rowIds).map(Number),
    copying,
    copy,
    keyboard,
    helpOpen,
    showHelp,
    closeHelp: () => setHelpOpen(false),
  };
}
