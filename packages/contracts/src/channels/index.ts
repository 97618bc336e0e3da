// The e-mail channel: mailboxes read over IMAP, and how mails name their tickets.
export * from './channels.messages';
export * from './mailboxes.schemas';
export * from './mailbox-sign-in.schemas';
export * from './mail-threading';
