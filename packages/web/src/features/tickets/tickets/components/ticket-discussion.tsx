// The discussion of a saved ticket: its messages and a box for a new one, sent on its own with 'Enviar mensaje' (a
// note: 'Agregar nota interna'; Ctrl+Enter, Cmd+Enter on a Mac) or with Guardar
// (docs/product/tickets.md#discussion-and-internal-notes). Internal users choose 'Respuesta' or 'Nota interna'; notes
// show on their own background.
import { memo, type KeyboardEvent, type Ref } from 'react';
import { useWatch } from 'react-hook-form';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { Ticket } from '@tms/contracts';
import { FormRichTextField } from '@/components/form/form-rich-text-field';
import { uploadRichTextImage } from '../api/upload-rich-text-image';
import { useSendMessage } from '../hooks/use-send-message';
import { CannedResponsePicker } from './canned-response-picker';
import { DiscussionMessage } from './discussion-message';
import { internalNoteTint } from './internal-note-tint';
import { MessageKindToggle } from './message-kind-toggle';
import { useTicketAids } from './ticket-aids';
import { useTicketFormContext } from './ticket-form-context';

/** The send button's text, which says what the editor holds. */
const sendLabels = { reply: 'Enviar mensaje', internalNote: 'Agregar nota interna' } as const;

interface TicketDiscussionProps {
  ticket: Ticket;
  /** Where 'Conversación' goes: the newest message, or the discussion while it has none. */
  discussionRef?: Ref<HTMLElement>;
  newestRef?: Ref<HTMLLIElement>;
}

/** Drawn again only when its own props change (memo); the message draft's kind it follows through useWatch. */
export const TicketDiscussion = memo(function TicketDiscussion({ ticket, discussionRef, newestRef }: TicketDiscussionProps) {
  const { control } = useTicketFormContext();
  const isInternal = useWatch({ control, name: 'discussionIsInternal' });
  const { send, sending } = useSendMessage(ticket.id);
  const { canPostMessage, canWriteInternalNotes, canSplit } = ticket.abilities;
  // An agent's button lent to the reply editor ('Insertar artículo', ticket-aids.tsx): internal users only.
  const { ReplyToolbarExtra } = useTicketAids();
  const messages = ticket.discussions;
  const sendLabel = isInternal ? sendLabels.internalNote : sendLabels.reply;

  // Captured before the editor sees it: the editor would otherwise insert a line break for Mod-Enter.
  const sendOnModEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || !canPostMessage) return;
    event.preventDefault();
    event.stopPropagation();
    send();
  };

  return (
    <Card component="section" aria-label="Discusión" ref={discussionRef} tabIndex={messages.length ? undefined : -1}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Discusión
        </Typography>
        {messages.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Aún no hay mensajes.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, mb: 2 }}>
            {messages.map((message, index) => (
              <DiscussionMessage
                key={message.order}
                message={message}
                ref={index === messages.length - 1 ? newestRef : undefined}
                splitTicketId={canSplit ? ticket.id : undefined}
              />
            ))}
          </Box>
        )}
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <CannedResponsePicker />
          {canWriteInternalNotes && <MessageKindToggle />}
        </Stack>
        <Box onKeyDownCapture={sendOnModEnter} sx={{ borderRadius: 1, ...(isInternal && { bgcolor: internalNoteTint, p: 1 }) }}>
          <FormRichTextField
            control={control}
            name="discussion"
            label={isInternal ? 'Nueva nota interna' : 'Nuevo mensaje'}
            placeholder={isInternal ? 'Escribe una nota que solo verán los usuarios internos…' : 'Escribe un mensaje…'}
            helperText={`${isInternal ? 'Envíela' : 'Envíelo'} con '${sendLabel}' (Ctrl+Enter) o al guardar el ticket.`}
            minHeight={90}
            onUploadImage={uploadRichTextImage}
            toolbarExtra={canWriteInternalNotes ? ReplyToolbarExtra : undefined}
          />
        </Box>
        {canPostMessage && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
            <Button variant="contained" onClick={send} disabled={sending}>
              {sendLabel}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
});
