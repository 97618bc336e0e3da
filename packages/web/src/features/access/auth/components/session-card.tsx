// The signed-in user's session at a glance: user name, e-mail and a live clock.
import { Avatar, Card, CardContent, Stack, Typography } from '@mui/material';
import { initialsOf } from '@/lib/initials';
import { CLOCK_FORMAT, formatDate } from '@/lib/dates';
import { useNow } from '@/lib/hooks/use-now';
import { useSignedInUser } from '@/lib/session/use-session';

function Clock() {
  const now = useNow();
  return (
    <Typography
      variant="h6"
      component="time"
      dateTime={now.toISOString()}
      aria-label="Hora actual"
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {formatDate(now, CLOCK_FORMAT)}
    </Typography>
  );
}

export function SessionCard() {
  const user = useSignedInUser();
  return (
    <Card component="section" aria-labelledby="session-card-title">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Avatar sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 28 }}>{initialsOf(user.displayName)}</Avatar>
          <div>
            <Typography id="session-card-title" variant="h6" component="h2">
              {user.displayName}
            </Typography>
            <Typography color="text.secondary">{user.userName}</Typography>
            <Typography color="text.secondary">{user.email}</Typography>
          </div>
          <Clock />
        </Stack>
      </CardContent>
    </Card>
  );
}
