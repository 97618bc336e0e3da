// The discussion of a saved ticket: its messages and a box for a new one, sent with Guardar (spec 2).
import { useFormContext } from 'react-hook-form';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { Ticket } from '@tms/contracts';
import { FormRichTextField } from '@/components/form/form-rich-text-field';
import { uploadRichTextImage } from '../api/upload-rich-text-image';
import { CannedResponsePicker } from './canned-response-picker';
import { DiscussionMessage } from './discussion-message';
import type { TicketFormValues } from './ticket-form-values';

export function TicketDiscussion({ messages }: { messages: Ticket['discussions'] }) {
  const { control } = useFormContext<TicketFormValues>();
  return (
    <Card component="section" aria-label="Discusión">
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
            {messages.map((message) => (
              <DiscussionMessage key={message.order} message={message} />
            ))}
          </Box>
        )}
        <CannedResponsePicker />
        <FormRichTextField
          control={control}
          name="discussion"
          label="Nuevo mensaje"
          placeholder="Escribe un mensaje…"
          helperText="Se envía al guardar el ticket."
          minHeight={90}
          onUploadImage={uploadRichTextImage}
        />
      </CardContent>
    </Card>
  );
}
