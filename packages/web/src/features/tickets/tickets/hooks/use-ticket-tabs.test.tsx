// The ticket screen's tabs: those the rules show, 'Historial' remembered once opened (its history is read from then
// on), and a field's error bringing its tab to the front only when that tab is shown.
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { noAbilities, ticketFixture } from '../components/ticket-fixture';
import { TicketTab } from '../components/ticket-tabs';
import { rulesOf } from './use-ticket-rules';
import { useTicketTabs } from './use-ticket-tabs';

const savedTicket = ticketFixture();
const savedRules = rulesOf(noAbilities, savedTicket);
const newTicketRules = rulesOf({ ...noAbilities, canSeeRelations: false }, undefined);

describe('useTicketTabs', () => {
  it('lists the tabs the rules show, Detalles in front', () => {
    const { result } = renderHook(() => useTicketTabs(newTicketRules));
    expect(result.current.tabs.map((tab) => tab.label)).toEqual(['Detalles', 'Archivos adjuntos']);
    expect(result.current.tab).toBe(TicketTab.Details);
  });

  it("remembers that 'Historial' was opened after another tab is shown", () => {
    const { result } = renderHook(() => useTicketTabs(savedRules));
    expect(result.current.visitedHistory).toBe(false);
    act(() => result.current.show(TicketTab.Tasks));
    expect(result.current.visitedHistory).toBe(false);
    act(() => result.current.show(TicketTab.History));
    act(() => result.current.show(TicketTab.Details));
    expect(result.current).toMatchObject({ tab: TicketTab.Details, visitedHistory: true });
  });

  it("brings the tab of a field's error to the front, unless that tab is hidden", () => {
    const { result } = renderHook(({ rules }) => useTicketTabs(rules), { initialProps: { rules: savedRules } });
    act(() => result.current.showFields(['tasks.0.notes']));
    expect(result.current.tab).toBe(TicketTab.Tasks);
    act(() => result.current.showFields(['subject', 'childs']));
    expect(result.current.tab).toBe(TicketTab.Details);
    act(() => result.current.showFields(['discussion']));
    expect(result.current.tab).toBe(TicketTab.Details);

    const { result: newTicket } = renderHook(() => useTicketTabs(newTicketRules));
    act(() => newTicket.current.showFields(['parent']));
    expect(newTicket.current.tab).toBe(TicketTab.Details);
  });
});
