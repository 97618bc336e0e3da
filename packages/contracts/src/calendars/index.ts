// Business calendars (docs/product/calendars.md#calendars): schemas, rules, wall-clock helpers and Spanish messages
// shared by API and web.
export * from './calendar-messages';
export * from './calendar-time';
export * from './calendar-rules';
export * from './calendars.schemas';
export * from './mexican-rest-days';
