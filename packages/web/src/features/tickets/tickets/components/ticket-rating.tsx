// The creator's offer to rate a finalised ticket (docs/product/service-quality.md#satisfaction-surveys): the survey's
// form under the summary while `canRate`; once rated, the summary shows 'Calificación'. Its code loads only for a
// ticket its reader may rate.
import { Card, CardContent, Typography } from '@mui/material';
import type { Ticket } from '@tms/contracts';
import { surveyMessages } from '@tms/contracts';
import { SatisfactionForm } from '@/components/satisfaction-form';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { useRateTicket } from '../api/rate-ticket';

export function TicketRating({ ticket }: { ticket: Ticket }) {
  const rate = useRateTicket();
  const send = (input: Parameters<typeof rate.mutateAsync>[0]['input']) =>
    rate.mutateAsync({ ticketId: ticket.id, input }).then(
      () => notify.success(surveyMessages.thanks),
      (error: unknown) => {
        notify.error(errorMessage(error));
        throw error;
      },
    );
  return (
    <Card component="section" aria-labelledby="ticket-rating-title">
      <CardContent>
        <Typography id="ticket-rating-title" variant="h6" component="h2" gutterBottom>
          Califique la atención
        </Typography>
        <SatisfactionForm onSubmit={send} sending={rate.isPending} />
      </CardContent>
    </Card>
  );
}
