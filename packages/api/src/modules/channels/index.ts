// The channels context: inbound e-mail (docs/product/channels.md#mailboxes). Mailboxes are a catalogue; the reader
// turns their mails into tickets and discussion messages through the tickets context. Other contexts import only from
// here.
import { mailboxesRoutes } from './mailboxes/mailboxes.routes';

export const channelsRoutes = [mailboxesRoutes];
export { startMailboxReader } from './reader/mailbox-reader-loop';
export { replyMarkLookup } from './reply-tokens/reply-token';
