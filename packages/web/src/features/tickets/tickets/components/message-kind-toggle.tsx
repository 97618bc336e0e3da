// 'Respuesta' or 'Nota interna' beside the message editor, for internal users
// (docs/product/tickets.md#discussion-and-internal-notes): a note is read by internal users only.
import { useController } from 'react-hook-form';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { messageKindLabels } from '@tms/contracts';
import { useTicketFormContext } from './ticket-form-context';

export function MessageKindToggle() {
  const { control } = useTicketFormContext();
  const { field } = useController({ control, name: 'discussionIsInternal' });
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color={field.value ? 'warning' : 'primary'}
      value={field.value ? 'internalNote' : 'reply'}
      onChange={(_event, kind: 'reply' | 'internalNote' | null) => {
        if (kind) field.onChange(kind === 'internalNote');
      }}
      aria-label="Tipo de mensaje"
    >
      <ToggleButton value="reply">{messageKindLabels.reply}</ToggleButton>
      <ToggleButton value="internalNote">{messageKindLabels.internalNote}</ToggleButton>
    </ToggleButtonGroup>
  );
}
