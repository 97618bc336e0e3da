// The OAuth connection of a saved mailbox (docs/product/channels.md#oauth-sign-in): 'Conectado como {dirección}' with
// the expiry of the access in hand, 'Requiere reconexión' or 'Sin conectar', and 'Conectar' / 'Reconectar', which
// sends the browser to the provider's consent page; it comes back to the screen with the outcome. The button waits
// until the mailbox is saved with the sign-in the form shows (the server refuses otherwise too).
import { useState } from 'react';
import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import { channelMessages, type Mailbox, type MailboxAuthKindValue } from '@tms/contracts';
import { errorMessage } from '@/lib/api/error-messages';
import { formatDate } from '@/lib/dates';
import { useAuthorizeMailbox } from '../api/authorize-mailbox';
import { signInState } from '../lib/sign-in-state';

/** The browser leaves for the provider's consent page (a test hands its own). */
const goToConsentPage = (url: string) => window.location.assign(url);

interface MailboxConnectionPanelProps {
  mailbox: Mailbox;
  /** The sign-in the form shows now: 'Conectar' waits while it differs from the saved one. */
  formKind: MailboxAuthKindValue;
  openConsentPage?: (url: string) => void;
}

export function MailboxConnectionPanel({ mailbox, formKind, openConsentPage = goToConsentPage }: MailboxConnectionPanelProps) {
  const authorize = useAuthorizeMailbox();
  const [failure, setFailure] = useState<string | null>(null);
  const state = signInState(mailbox);
  const saved = mailbox.authKind === formKind && mailbox.hasClientSecret;
  const connected = mailbox.connectedAddress !== null;

  const connect = async () => {
    setFailure(null);
    try {
      openConsentPage((await authorize.mutateAsync(mailbox.id)).url);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Chip label={state.label} color={state.color} />
      {connected && mailbox.accessTokenExpiresAt && !mailbox.needsReconnect && (
        <Typography variant="body2" color="text.secondary">
          El acceso vigente vence el {formatDate(mailbox.accessTokenExpiresAt)} y se renueva solo.
        </Typography>
      )}
      <Button
        variant="outlined"
        startIcon={<LinkIcon />}
        disabled={!saved}
        loading={authorize.isPending}
        onClick={() => void connect()}
      >
        {connected ? 'Reconectar' : 'Conectar'}
      </Button>
      {!saved && (
        <Typography variant="body2" color="text.secondary">
          {channelMessages.saveBeforeConnecting}
        </Typography>
      )}
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)} sx={{ width: '100%' }}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}
