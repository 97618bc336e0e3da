// The channels context: inbound e-mail (docs/product/channels.md#mailboxes). Mailboxes are a catalogue signing in with a
// password or OAuth 2.0 (oauth/); the reader turns their mails into tickets and discussion messages through the
// tickets context. Other contexts import only from here.
import { mailboxesRoutes } from './mailboxes/mailboxes.routes';
import { mailboxOAuthRoutes } from './oauth/mailbox-oauth.routes';

export const channelsRoutes = [mailboxesRoutes, mailboxOAuthRoutes];
export { startMailboxReader } from './reader/mailbox-reader-loop';
export { replyMarkLookup } from './reply-tokens/reply-token';
