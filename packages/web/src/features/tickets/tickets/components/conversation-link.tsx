// 'Conversación (n)' near the top of a saved ticket: takes the user, by mouse or keyboard, to the newest message of
// the discussion below the form (hooks/use-conversation-jump.ts).
import { Button } from '@mui/material';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';

const conversationLabel = (count: number) => `Conversación (${count})`;

export function ConversationLink({ count, onJump }: { count: number; onJump: () => void }) {
  return (
    <Button size="small" variant="outlined" startIcon={<ForumOutlinedIcon />} onClick={onJump}>
      {conversationLabel(count)}
    </Button>
  );
}
