// The automations context (docs/product/automations.md): the rules catalogue, the worker that runs triggers and
// escalations, and macros. Other contexts import only from here.
import { macrosRoutes } from './macros/macros.routes';
import { automationsRoutes } from './rules/automations.routes';

export const automationsContextRoutes = [automationsRoutes, macrosRoutes];
export { createAutomationWorker } from './engine/automation-worker';
