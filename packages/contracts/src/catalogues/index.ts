// Administration catalogues (docs/product/catalogues.md#catalogue-screens-in-common): schemas, types and Spanish
// messages shared by API and web.
export * from './catalogue-messages';
export * from './catalogue-fields';
export * from '../access/roles.schemas';
export * from './company-locations.schemas';
export * from './reference.schemas';
export * from './categories.schemas';
export * from './locations.schemas';
export * from './priority-levels.schemas';
export * from './organization.schemas';
export * from './attachment-configs.schemas';
export * from './tasks.schemas';
export * from './settings.schemas';
export * from './canned-responses.schemas';
export * from './canned-response-placeholders';
