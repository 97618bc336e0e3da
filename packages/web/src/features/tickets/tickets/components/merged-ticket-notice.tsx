// What a merged ticket shows above its tabs (docs/product/self-service.md#merge): 'Fusionado en #n', a link to the
// ticket it went into, where its mail replies and follows now land.
import { Alert } from '@mui/material';
import { mergeSplitMessages } from '@tms/contracts';
import { TicketLink } from '@/components/ticket-link';

export function MergedTicketNotice({ targetId }: { targetId: number }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <TicketLink id={targetId}>{mergeSplitMessages.mergedInto(targetId)}</TicketLink>. Su conversación sigue en ese ticket: las
      respuestas por correo y los seguimientos de este ticket llegan a él.
    </Alert>
  );
}
