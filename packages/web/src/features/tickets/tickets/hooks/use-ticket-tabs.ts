// The ticket screen's tabs: those the rules show, the one in front, and whether 'Historial' was ever opened (its
// history is read only from then on). A field's error brings its tab to the front when that tab is shown.
import { useCallback, useMemo, useState } from 'react';
import { tabOfFields, TicketTab, visibleTabs, type TicketTabId } from '../components/ticket-tabs';
import type { TicketRules } from './use-ticket-rules';

export function useTicketTabs(rules: TicketRules) {
  const tabs = useMemo(() => visibleTabs(rules), [rules]);
  const [tab, setTab] = useState<TicketTabId>(TicketTab.Details);
  const [visitedHistory, setVisitedHistory] = useState(false);

  const show = useCallback((next: TicketTabId) => {
    setTab(next);
    if (next === TicketTab.History) setVisitedHistory(true);
  }, []);

  const showFields = useCallback(
    (fields: string[]) => {
      const target = tabOfFields(fields);
      if (target !== null && tabs.some((candidate) => candidate.id === target)) show(target);
    },
    [tabs, show],
  );

  // The same object until a tab changes, so the tabs (memo) are not drawn again with the rest of the screen.
  return useMemo(() => ({ tabs, tab, visitedHistory, show, showFields }), [tabs, tab, visitedHistory, show, showFields]);
}

export type TicketTabsState = ReturnType<typeof useTicketTabs>;
