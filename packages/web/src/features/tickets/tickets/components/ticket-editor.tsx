// The ticket screen (docs/product/tickets.md#the-ticket): a new ticket or a saved one, on its page or inside the
// 'Crear ticket relacionado' modal. useTicketEditor holds its state; this shell lays out the header, 'Conversación'
// beside who else is on the ticket, the tabs, the discussion and the summary, and the dialogs. The dialogs' code loads
// when each is first opened, so the screen's first load carries none of it.
import { lazy, Suspense } from 'react';
import { Box, Grid, Stack } from '@mui/material';
import { KeyboardShortcutsHelp } from '@/components/keyboard/keyboard-shortcuts-help';
import { useOpenedOnce } from '@/lib/hooks/use-opened-once';
import { useConversationJump } from '../hooks/use-conversation-jump';
import { ticketEditorTitle, useTicketEditor, type TicketEditorOptions } from '../hooks/use-ticket-editor';
import { ConversationLink } from './conversation-link';
import { LeaveTicketGuard } from './leave-ticket-dialog';
import { MergedTicketNotice } from './merged-ticket-notice';
import { NewTicketGate } from './new-ticket-gate';
import { NewTicketHelpAside, useTicketAids } from './ticket-aids';
import { TicketConflictAlert } from './ticket-conflict-alert';
import { TicketDiscussion } from './ticket-discussion';
import { TicketEditorHeader } from './ticket-editor-header';
import { TicketEditorTabs } from './ticket-editor-tabs';
import { TicketFormProvider } from './ticket-form-context';
import { TicketPresence } from './ticket-presence';
import { TICKET_SHORTCUTS } from './ticket-shortcuts';
import { TicketSummary } from './ticket-summary';

const RelateTicketDialog = lazy(() => import('./relate-ticket-dialog').then((m) => ({ default: m.RelateTicketDialog })));
const TicketRating = lazy(() => import('./ticket-rating').then((m) => ({ default: m.TicketRating })));
const SizedDialog = lazy(() => import('@/components/sized-dialog').then((m) => ({ default: m.SizedDialog })));

interface TicketEditorProps extends TicketEditorOptions {
  /** Ask before leaving with unsaved changes (off inside the modal: the page's own editor asks). */
  guardLeaving?: boolean;
}

export function TicketEditor({ guardLeaving = true, ...options }: TicketEditorProps) {
  const { ticket } = options;
  const editor = useTicketEditor(options);
  const { relating } = editor;
  const conversation = useConversationJump();
  const relateOpened = useOpenedOnce(relating.relateOpen);
  // Help lent beside a new ticket (ticket-aids.tsx), on its page only: the modal's form is another ticket's child.
  const aids = useTicketAids();
  const helpsNewTicket = !ticket && guardLeaving && !!aids.NewTicketHelp;
  return (
    <TicketFormProvider form={editor.form}>
      <Box component="section" aria-label={ticketEditorTitle(ticket)}>
        <TicketEditorHeader ticket={ticket} actions={editor.actions} />
        {ticket?.mergedIntoId && <MergedTicketNotice targetId={ticket.mergedIntoId} />}
        {ticket && (
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
            <ConversationLink count={ticket.discussions.length} onJump={conversation.jump} />
            <TicketPresence ticketId={ticket.id} onChanged={editor.changes.hear} />
          </Stack>
        )}
        <KeyboardShortcutsHelp
          open={editor.shortcuts.helpOpen}
          shortcuts={TICKET_SHORTCUTS}
          onClose={editor.shortcuts.closeHelp}
        />
        <TicketConflictAlert refusal={editor.conflict} changes={editor.changes.pending} onRefresh={editor.refresh} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: ticket || helpsNewTicket ? 8 : 12 }}>
            <Stack spacing={3}>
              <TicketEditorTabs ticket={ticket} rules={editor.rules} tabs={editor.tabs} onRelate={relating.openRelate} />
              {ticket && (
                <TicketDiscussion ticket={ticket} discussionRef={conversation.discussionRef} newestRef={conversation.newestRef} />
              )}
            </Stack>
          </Grid>
          {ticket && (
            <Grid size={{ xs: 12, lg: 4 }}>
              <Stack spacing={2}>
                <TicketSummary ticket={ticket} />
                {ticket.abilities.canRate && (
                  <Suspense fallback={null}>
                    <TicketRating ticket={ticket} />
                  </Suspense>
                )}
              </Stack>
            </Grid>
          )}
          {helpsNewTicket && (
            <Grid size={{ xs: 12, lg: 4 }}>
              <NewTicketHelpAside letThroughRef={editor.letThrough} />
            </Grid>
          )}
        </Grid>
      </Box>
      {guardLeaving && <LeaveTicketGuard dirty={editor.dirty} letThrough={editor.letThrough} />}
      {editor.rules.showRelations && relateOpened && (
        <Suspense fallback={null}>
          <RelateTicketDialog
            open={relating.relateOpen}
            ticketId={ticket?.id}
            parent={editor.related.parent}
            childs={editor.related.childs}
            onClose={relating.closeRelate}
            onRelateExisting={relating.relateExisting}
            onCreateNew={relating.createNew}
          />
        </Suspense>
      )}
      {relating.newTicketPreset && (
        <Suspense fallback={null}>
          <SizedDialog open title="Crear ticket relacionado" width="95%" height="85%" onClose={relating.closeCreating}>
            <NewTicketGate>
              <TicketEditor preset={relating.newTicketPreset} onCreated={relating.onRelatedCreated} guardLeaving={false} />
            </NewTicketGate>
          </SizedDialog>
        </Suspense>
      )}
    </TicketFormProvider>
  );
}
