// Automations (docs/product/automations.md): the rule's schemas, enums and Spanish messages shared by API and web.
export * from './automations.schemas';
