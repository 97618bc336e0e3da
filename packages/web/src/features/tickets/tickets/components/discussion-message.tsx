// One message of the discussion: author, how long ago (with the full date on hover), 'vía correo' when it came by
// e-mail, the text and, for who may split it off, a menu with 'Crear ticket de este mensaje'. An internal note shows
// on its own background, labelled 'Nota interna'. The newest message takes the focus when 'Conversación' brings the
// user to it (hooks/use-conversation-jump.ts).
import type { Ref } from 'react';
import { Avatar, Box, Chip, Tooltip, Typography } from '@mui/material';
import { internalNoteLabel, ticketOriginLabels, type Ticket } from '@tms/contracts';
import { RichTextContent } from '@/components/rich-text/rich-text-content';
import { formatDate, fromNow } from '@/lib/dates';
import { initialsOf } from '@/lib/initials';
import { internalNoteTint } from './internal-note-tint';
import { MessageSplitMenu } from './message-split-menu';

interface DiscussionMessageProps {
  message: Ticket['discussions'][number];
  /** Given to the newest message only, which 'Conversación' focuses. */
  ref?: Ref<HTMLLIElement>;
  /** The ticket whose messages the user may make new tickets of (its `canSplit` ability); none hides the menu. */
  splitTicketId?: number;
}

export function DiscussionMessage({ message, ref, splitTicketId }: DiscussionMessageProps) {
  return (
    <Box
      component="li"
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      aria-label={message.isInternal ? internalNoteLabel : undefined}
      sx={{
        display: 'flex',
        gap: 1.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        listStyle: 'none',
        ...(message.isInternal && { bgcolor: internalNoteTint, px: 1.5 }),
      }}
    >
      <Avatar sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'primary.main' }}>{initialsOf(message.createdByName)}</Avatar>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="span">
            {message.createdByName}
          </Typography>
          <Tooltip title={formatDate(message.createdDate)}>
            <Typography variant="caption" color="text.secondary" component="time" dateTime={message.createdDate}>
              {fromNow(message.createdDate)}
            </Typography>
          </Tooltip>
          {message.isInternal && <Chip size="small" color="warning" variant="outlined" label={internalNoteLabel} />}
          {message.origin && (
            <Typography variant="caption" color="text.secondary" component="span">
              {ticketOriginLabels.message[message.origin]}
            </Typography>
          )}
          {splitTicketId !== undefined && message.id !== undefined && (
            <MessageSplitMenu ticketId={splitTicketId} discussionId={message.id} />
          )}
        </Box>
        <RichTextContent html={message.message} />
      </Box>
    </Box>
  );
}
