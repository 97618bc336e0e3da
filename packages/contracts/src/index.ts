// Installs the Spanish error map first: every schema below and every parse in the API and the web use it.
export * from './common/error-map';
export * from './common/messages';
export * from './common/envelope';
export * from './common/fields';
export * from './common/pagination';
export * from './common/permissions';
export * from './access/auth.schemas';
export * from './access/users.schemas';
export * from './access/access.schemas';
export * from './access/access.messages';
export * from './catalogues/company-settings.schemas';
export * from './tickets/tickets.messages';
export * from './tickets/tickets.schemas';
export * from './catalogues';
export * from './finding/ticket-lists.schemas';
export * from './notifications/notifications.schemas';
export * from './calendars';
