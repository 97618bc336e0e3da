// A discussion message's menu, 'Crear ticket de este mensaje' (docs/product/self-service.md#split): the server makes
// the message a new child ticket of this one, by the message's author, and the screen opens it. A refusal shows the
// server's Spanish reason.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { IconButton, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { mergeSplitMessages } from '@tms/contracts';
import { ticketPath } from '@/components/ticket-link';
import { isApiError } from '@/lib/api/api-error';
import { notify } from '@/lib/notify';
import { useSplitTicket } from '../api/split-ticket';

export const SPLIT_ACTION_LABEL = 'Crear ticket de este mensaje';

interface MessageSplitMenuProps {
  ticketId: number;
  discussionId: number;
}

export function MessageSplitMenu({ ticketId, discussionId }: MessageSplitMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const split = useSplitTicket();
  const navigate = useNavigate();
  const run = () => {
    setAnchor(null);
    split.mutate(
      { ticketId, discussionId },
      {
        onSuccess: (created) => {
          notify.success(mergeSplitMessages.split);
          void navigate(ticketPath(created.id));
        },
        onError: (error) => notify.error(isApiError(error) && error.fromServer ? error.message : mergeSplitMessages.splitError),
      },
    );
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label="Acciones del mensaje"
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        disabled={split.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ml: 'auto' }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run}>{SPLIT_ACTION_LABEL}</MenuItem>
      </Menu>
    </>
  );
}
