// How a mailbox signs in, in the words of the 'Correo entrante' screen (docs/product/channels.md#oauth-sign-in): with
// its password, or OAuth connected as an address, waiting for a reconnection, or never connected.
import { channelMessages, mailboxAuthKindLabels, usesOAuth, type Mailbox } from '@tms/contracts';

type StateColor = 'success' | 'warning' | 'error' | 'default';

export interface SignInState {
  label: string;
  color: StateColor;
}

export const REQUIRES_RECONNECT = 'Requiere reconexión';

export function signInState(mailbox: Mailbox): SignInState {
  if (!usesOAuth(mailbox.authKind)) return { label: mailboxAuthKindLabels[mailbox.authKind], color: 'default' };
  if (mailbox.needsReconnect) return { label: REQUIRES_RECONNECT, color: 'error' };
  if (mailbox.connectedAddress) return { label: channelMessages.connectedAs(mailbox.connectedAddress), color: 'success' };
  return { label: channelMessages.notConnected, color: 'warning' };
}
