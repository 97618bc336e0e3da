// Who else has this ticket open right now (docs/product/tickets.md#presence): an avatar with their initials per
// person, named by their name for screen readers and showing it in a tooltip on hover and on keyboard focus (the
// avatar is a Tab stop for that), and 'escribiendo…' beside whoever is writing a message. This tab counts as
// writing while the message draft of the form keeps changing, and says whether the draft is an internal note (only
// internal users are told that one is being written).
import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { Avatar, Box, Stack, Tooltip, Typography } from '@mui/material';
import { presenceMessages, type PresenceViewer } from '@tms/contracts';
import { initialsOf } from '@/lib/initials';
import { useTicketPresence, useWriting } from '../hooks/use-ticket-presence';
import type { TicketChangeNotice } from '@tms/contracts';
import { useTicketFormContext } from './ticket-form-context';

// Each at least 4.5:1 against the avatar's light initials.
const AVATAR_COLORS = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#00695c', '#bf360c', '#4527a0', '#ad1457'];

export function PresenceAvatars({ viewers }: { viewers: PresenceViewer[] }) {
  if (viewers.length === 0) return null;
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label="También en este ticket"
      sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      {viewers.map((viewer) => (
        <Box component="li" key={viewer.userId} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Tooltip title={viewer.displayName}>
            <Avatar
              role="img"
              aria-label={viewer.displayName}
              tabIndex={0}
              sx={{ width: 32, height: 32, fontSize: 14, bgcolor: AVATAR_COLORS[viewer.userId % AVATAR_COLORS.length] }}
            >
              {initialsOf(viewer.displayName)}
            </Avatar>
          </Tooltip>
          {viewer.typing && (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {presenceMessages.writing}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}

interface TicketPresenceProps {
  ticketId: number;
  /** Hears each save someone else makes of the ticket. */
  onChanged: (notice: TicketChangeNotice) => void;
}

/** Mounted inside the ticket's form, whose message draft tells whether this person is writing. */
export const TicketPresence = memo(function TicketPresence({ ticketId, onChanged }: TicketPresenceProps) {
  const { control } = useTicketFormContext();
  const draft = useWatch({ control, name: 'discussion' });
  const isInternalNote = useWatch({ control, name: 'discussionIsInternal' });
  const viewers = useTicketPresence(ticketId, useWriting(draft ?? ''), isInternalNote, onChanged);
  return <PresenceAvatars viewers={viewers} />;
});
