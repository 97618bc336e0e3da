// The ticket screen's tabs and their panels: Detalles and Archivos adjuntos always, Relaciones, Historial, Tareas and
// Tiempo as the rules say (the last three only on a saved ticket). The history is read once its tab was opened; the
// code of 'Tiempo' loads when it is first opened, so the ticket's first view carries none of it.
import { lazy, memo, Suspense, useId } from 'react';
import { Card, CardContent, Tab, Tabs } from '@mui/material';
import type { Ticket } from '@tms/contracts';
import { LoadingScreen } from '@/components/loading-screen';
import { TabPanel, tabId, tabPanelId } from '@/components/tab-panel';
import { useOpenedOnce } from '@/lib/hooks/use-opened-once';
import type { TicketRules } from '../hooks/use-ticket-rules';
import type { TicketTabsState } from '../hooks/use-ticket-tabs';
import { TicketAttachmentsTab } from './ticket-attachments-tab';
import { TicketDetailsTab } from './ticket-details-tab';
import { TicketHistoryTab } from './ticket-history-tab';
import { TicketRelationsTab } from './ticket-relations-tab';
import { TicketTab, type TicketTabId } from './ticket-tabs';
import { TicketTasksTab } from './ticket-tasks-tab';

const TicketTimeTab = lazy(() => import('./ticket-time-tab').then((m) => ({ default: m.TicketTimeTab })));

interface TicketEditorTabsProps {
  ticket: Ticket | undefined;
  rules: TicketRules;
  tabs: TicketTabsState;
  onRelate: () => void;
}

/** Drawn again only when its own props change (memo): not when the form's state or another part of the screen does. */
export const TicketEditorTabs = memo(function TicketEditorTabs({ ticket, rules, tabs, onRelate }: TicketEditorTabsProps) {
  const prefix = useId();
  const { tab } = tabs;
  const timeOpened = useOpenedOnce(tab === TicketTab.Time);
  return (
    <Card>
      <Tabs
        value={tab}
        onChange={(_event, next: TicketTabId) => tabs.show(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Secciones del ticket"
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      >
        {tabs.tabs.map((item) => (
          <Tab
            key={item.id}
            value={item.id}
            label={item.label}
            id={tabId(prefix, item.id)}
            aria-controls={tabPanelId(prefix, item.id)}
          />
        ))}
      </Tabs>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <TabPanel prefix={prefix} index={TicketTab.Details} value={tab}>
          <TicketDetailsTab ticket={ticket} rules={rules} />
        </TabPanel>
        <TabPanel prefix={prefix} index={TicketTab.Attachments} value={tab}>
          <TicketAttachmentsTab canEdit={rules.canEdit} />
        </TabPanel>
        {rules.showRelations && (
          <TabPanel prefix={prefix} index={TicketTab.Relations} value={tab}>
            <TicketRelationsTab canEdit={rules.canEdit} onRelate={onRelate} />
          </TabPanel>
        )}
        {ticket && rules.showHistory && (
          <TabPanel prefix={prefix} index={TicketTab.History} value={tab}>
            <TicketHistoryTab ticketId={ticket.id} active={tabs.visitedHistory} />
          </TabPanel>
        )}
        {ticket && rules.showTasks && (
          <TabPanel prefix={prefix} index={TicketTab.Tasks} value={tab}>
            <TicketTasksTab tasks={ticket.tasks} canEdit={rules.canEditTasks} />
          </TabPanel>
        )}
        {ticket && rules.showTime && (
          <TabPanel prefix={prefix} index={TicketTab.Time} value={tab}>
            {timeOpened && (
              <Suspense fallback={<LoadingScreen />}>
                <TicketTimeTab ticket={ticket} />
              </Suspense>
            )}
          </TabPanel>
        )}
      </CardContent>
    </Card>
  );
});
