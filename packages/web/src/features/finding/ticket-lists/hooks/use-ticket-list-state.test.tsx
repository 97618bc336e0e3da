// The ticket list's state: paging and sorting keep the selected rows (a selection may span pages); other quick filters
// show their first page with nothing selected; 'Mostrar tickets cerrados' goes back to the first page.
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TicketStatus } from '@tms/contracts';
import { selectionOf } from '@/components/data-table/row-selection';
import { LIST_PAGE_SIZE, useTicketListState } from './use-ticket-list-state';

const inRouter = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/received-tickets']}>{children}</MemoryRouter>
);

function renderState() {
  const { result } = renderHook(() => useTicketListState('active'), { wrapper: inRouter });
  return result;
}

const selectedOf = (state: ReturnType<typeof renderState>) => [...state.current.selection.ids];

describe('useTicketListState', () => {
  it('asks for the first page of the filter it is given, in the server’s order', () => {
    const state = renderState();
    expect(state.current.query).toEqual({
      page: 0,
      pageSize: LIST_PAGE_SIZE,
      filter: 'active',
      showEnded: false,
      overdue: false,
    });
  });

  it('keeps the selection while paging and sorting', () => {
    const state = renderState();
    act(() => state.current.setSelection(selectionOf([31])));
    act(() => state.current.setPagination({ page: 1, pageSize: LIST_PAGE_SIZE }));
    act(() => state.current.setSelection(selectionOf([31, 41])));
    act(() => state.current.gridProps.onSortModelChange([{ field: 'subject', sort: 'desc' }]));
    expect(selectedOf(state)).toEqual([31, 41]);
    expect(state.current.query).toMatchObject({ page: 1, sortField: 'subject', sortOrder: 'desc' });
  });

  it('shows the first page of other filters with nothing selected, keeping the page size', () => {
    const state = renderState();
    act(() => state.current.setPagination({ page: 2, pageSize: 100 }));
    act(() => state.current.setSelection(selectionOf([31])));
    act(() => state.current.setFilters({ statusId: 2, overdue: true }));
    expect(state.current.filters).toEqual({ filter: 'active', statusId: 2, severityId: undefined, overdue: true });
    expect(state.current.query).toMatchObject({ page: 0, pageSize: 100, statusId: 2, overdue: true });
    expect(selectedOf(state)).toEqual([]);
    expect(state.current.gridProps.rowSelectionModel.ids.size).toBe(0);
  });

  it('selects and pages afresh under the new filters, and clears the selection on demand', () => {
    const state = renderState();
    act(() => state.current.setSelection(selectionOf([31])));
    act(() => state.current.setFilters({ severityId: 3, overdue: false }));
    act(() => state.current.setSelection(selectionOf([52])));
    act(() => state.current.setPagination({ page: 1, pageSize: LIST_PAGE_SIZE }));
    expect(selectedOf(state)).toEqual([52]);
    expect(state.current.query.page).toBe(1);
    act(() => state.current.clearSelection());
    expect(selectedOf(state)).toEqual([]);
  });

  it("'Mostrar tickets cerrados' asks for the finished tickets from the first page, as does the Finalizado status", () => {
    const state = renderState();
    act(() => state.current.setPagination({ page: 3, pageSize: LIST_PAGE_SIZE }));
    act(() => state.current.toggleShowEnded(true));
    expect(state.current.query).toMatchObject({ page: 0, showEnded: true });
    act(() => state.current.toggleShowEnded(false));
    act(() => state.current.setFilters({ statusId: TicketStatus.Finished, overdue: false }));
    expect(state.current.query.showEnded).toBe(true);
  });
});
