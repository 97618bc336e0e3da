// What the provider's answer came to, said once the browser is back on 'Correo entrante' from the consent page
// (docs/product/channels.md#oauth-sign-in): the callback sends it to `/mailboxes?oauth={outcome}&mailbox={id}`.
// Closing the banner takes the outcome out of the address.
import { Alert } from '@mui/material';
import { useSearchParams } from 'react-router';
import { MailboxOAuthOutcome, mailboxOAuthOutcomeMessages, type MailboxOAuthOutcomeValue } from '@tms/contracts';

const OUTCOME_PARAM = 'oauth';
const MAILBOX_PARAM = 'mailbox';

const isOutcome = (value: string | null): value is MailboxOAuthOutcomeValue =>
  value !== null && Object.hasOwn(mailboxOAuthOutcomeMessages, value);

export function OAuthOutcomeBanner() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get(OUTCOME_PARAM);
  if (!isOutcome(outcome)) return null;
  const dismiss = () =>
    setParams(
      (current) => {
        current.delete(OUTCOME_PARAM);
        current.delete(MAILBOX_PARAM);
        return current;
      },
      { replace: true },
    );
  return (
    <Alert severity={outcome === MailboxOAuthOutcome.Connected ? 'success' : 'error'} onClose={dismiss} sx={{ mb: 2 }}>
      {mailboxOAuthOutcomeMessages[outcome]}
    </Alert>
  );
}
