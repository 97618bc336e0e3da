// The ticket screen (spec 2): a new ticket or a saved one, on its page or inside the 'Crear ticket relacionado'
// modal. Owns the form and its tabs; each tab, the discussion and the summary are their own components.
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Alert, Box, Button, Card, CardContent, Grid, Stack, Tab, Tabs } from '@mui/material';
import type { Ticket } from '@tms/contracts';
import { KeyboardShortcutsDialog } from '@/components/keyboard/keyboard-shortcuts-dialog';
import { useHelpKey } from '@/components/keyboard/use-help-key';
import { PageHeader } from '@/components/page-header';
import { SizedDialog } from '@/components/sized-dialog';
import { TabPanel, tabId, tabPanelId } from '@/components/tab-panel';
import { useSaveShortcut } from '@/lib/hooks/use-save-shortcut';
import { useSignedInUser } from '@/lib/session/use-session';
import { useFollow } from '../hooks/use-follow';
import { usePrintTicket } from '../hooks/use-print-ticket';
import { useRefreshTicket } from '../hooks/use-refresh-ticket';
import { useSaveTicket } from '../hooks/use-save-ticket';
import { useTicketRelating } from '../hooks/use-ticket-relating';
import { useTicketRules } from '../hooks/use-ticket-rules';
import { LeaveTicketGuard } from './leave-ticket-dialog';
import { NewTicketGate } from './new-ticket-gate';
import { RelateTicketDialog } from './relate-ticket-dialog';
import { TicketActions } from './ticket-actions';
import { TicketAttachmentsTab } from './ticket-attachments-tab';
import { TicketDetailsTab } from './ticket-details-tab';
import { TicketDiscussion } from './ticket-discussion';
import {
  newTicketValues,
  ticketFormResolver,
  ticketFormValues,
  type NewTicketPreset,
  type TicketFormOutput,
  type TicketFormValues,
} from './ticket-form-values';
import { TicketHistoryTab } from './ticket-history-tab';
import { TicketPresence } from './ticket-presence';
import { TICKET_SHORTCUTS } from './ticket-shortcuts';
import { TicketRelationsTab } from './ticket-relations-tab';
import { TicketSummary } from './ticket-summary';
import { tabOfFields, TicketTab, visibleTabs, type TicketTabId } from './ticket-tabs';
import { TicketTasksTab } from './ticket-tasks-tab';

interface TicketEditorProps {
  /** The saved ticket; none means a new one. */
  ticket?: Ticket;
  /** Values a new ticket starts with (the subject from a title, the parent when created as a child). */
  preset?: NewTicketPreset;
  onCreated: (ticket: Ticket) => void;
  /** Ctrl+S / Cmd+S saves this form (off while a form above it in a modal has the keyboard). */
  shortcutEnabled?: boolean;
  /** Ask before leaving with unsaved changes (off inside the modal: the page's own editor asks). */
  guardLeaving?: boolean;
}

export function TicketEditor({ ticket, preset, onCreated, shortcutEnabled = true, guardLeaving = true }: TicketEditorProps) {
  const session = useSignedInUser();
  const initialValues = () =>
    ticket ? ticketFormValues(ticket) : newTicketValues({ companyLocationId: session.companyLocationId, ...preset });
  const form = useForm<TicketFormValues, unknown, TicketFormOutput>({
    resolver: ticketFormResolver,
    mode: 'onTouched',
    defaultValues: initialValues(),
  });
  const rules = useTicketRules(ticket);
  const tabs = visibleTabs(rules);
  const [tab, setTab] = useState<TicketTabId>(TicketTab.Details);
  const [visitedHistory, setVisitedHistory] = useState(false);
  const prefix = useId();
  const showTab = (next: TicketTabId) => {
    setTab(next);
    if (next === TicketTab.History) setVisitedHistory(true);
  };

  const dirty = form.formState.isDirty;
  const letThrough = useRef(false);

  // A newer copy of the ticket (followed, or read again) updates what the form holds, but never what the user is
  // editing; a save resets the whole form itself.
  useEffect(() => {
    if (ticket) form.reset(ticketFormValues(ticket), { keepDirtyValues: true });
  }, [ticket, form]);

  const saving = useSaveTicket({
    form,
    ticket,
    onCreated: (created) => {
      letThrough.current = true;
      onCreated(created);
    },
    onInvalidFields: (fields) => {
      const target = tabOfFields(fields);
      if (target !== null && tabs.some((candidate) => candidate.id === target)) showTab(target);
    },
  });
  const relating = useTicketRelating(form, ticket);
  const following = useFollow();
  const printing = usePrintTicket();
  const refreshTicket = useRefreshTicket();
  const [parent, childs] = useWatch({ control: form.control, name: ['parent', 'childs'] });

  const refresh = async () => {
    saving.clearConflict();
    if (!ticket) {
      form.reset(initialValues());
      return;
    }
    try {
      form.reset(ticketFormValues(await refreshTicket(ticket.id)));
    } catch {
      // The query cache already showed the error banner; the page leaves a ticket it can no longer read.
    }
  };

  const modalOpen = relating.relateOpen || !!relating.newTicketPreset;
  useSaveShortcut(() => {
    if (!saving.saving) saving.save();
  }, shortcutEnabled && !modalOpen);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  useHelpKey(() => setShortcutsOpen(true), shortcutEnabled && !modalOpen && !shortcutsOpen);

  const title = ticket ? `Detalle de ticket ${ticket.id}` : 'Nuevo ticket';
  return (
    <FormProvider {...form}>
      <Box component="section" aria-label={title}>
        <PageHeader
          title={title}
          subtitle={ticket ? ticket.subject : 'Guarde con Ctrl+S (Cmd+S en Mac).'}
          actions={
            <TicketActions
              isNew={!ticket}
              dirty={dirty}
              saving={saving.saving}
              isFollowing={!!ticket?.isFollowing}
              following={following.busy}
              printing={printing.printing}
              onSave={saving.save}
              onFollow={() => ticket && following.follow(ticket.id)}
              onUnfollow={() => ticket && following.unfollow(ticket.id)}
              onRefresh={() => void refresh()}
              onPrint={() => ticket && printing.print(ticket.id)}
            />
          }
        />
        {ticket && <TicketPresence ticketId={ticket.id} />}
        <KeyboardShortcutsDialog open={shortcutsOpen} shortcuts={TICKET_SHORTCUTS} onClose={() => setShortcutsOpen(false)} />
        {saving.conflict && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void refresh()}>
                Refrescar
              </Button>
            }
          >
            {saving.conflict}
          </Alert>
        )}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: ticket ? 8 : 12 }}>
            <Stack spacing={3}>
              <Card>
                <Tabs
                  value={tab}
                  onChange={(_event, next: TicketTabId) => showTab(next)}
                  variant="scrollable"
                  allowScrollButtonsMobile
                  aria-label="Secciones del ticket"
                  sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
                >
                  {tabs.map((item) => (
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
                      <TicketRelationsTab canEdit={rules.canEdit} onRelate={relating.openRelate} />
                    </TabPanel>
                  )}
                  {ticket && rules.showHistory && (
                    <TabPanel prefix={prefix} index={TicketTab.History} value={tab}>
                      <TicketHistoryTab ticketId={ticket.id} active={visitedHistory} />
                    </TabPanel>
                  )}
                  {ticket && rules.showTasks && (
                    <TabPanel prefix={prefix} index={TicketTab.Tasks} value={tab}>
                      <TicketTasksTab tasks={ticket.tasks} canEdit={rules.canEditTasks} />
                    </TabPanel>
                  )}
                </CardContent>
              </Card>
              {ticket && <TicketDiscussion ticket={ticket} />}
            </Stack>
          </Grid>
          {ticket && (
            <Grid size={{ xs: 12, lg: 4 }}>
              <TicketSummary ticket={ticket} />
            </Grid>
          )}
        </Grid>
      </Box>
      {guardLeaving && <LeaveTicketGuard dirty={dirty} letThrough={letThrough} />}
      {rules.showRelations && (
        <RelateTicketDialog
          open={relating.relateOpen}
          ticketId={ticket?.id}
          parent={parent}
          childs={childs}
          onClose={relating.closeRelate}
          onRelateExisting={relating.relateExisting}
          onCreateNew={relating.createNew}
        />
      )}
      {relating.newTicketPreset && (
        <SizedDialog open title="Crear ticket relacionado" width="95%" height="85%" onClose={relating.closeCreating}>
          <NewTicketGate>
            <TicketEditor preset={relating.newTicketPreset} onCreated={relating.onRelatedCreated} guardLeaving={false} />
          </NewTicketGate>
        </SizedDialog>
      )}
    </FormProvider>
  );
}
