// Settings API: the standard calls of docs/product/catalogues.md#calls on `lookupsettings` (reads for any signed-in
// user, writes with permission 17) and GET company-settings (docs/product/catalogues.md#company-settings).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companySettings, setting, settingInput, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/authentication';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { guardedFailures } from '../../../lib/route-schemas';
import { settingsPolicy } from './settings.policy';
import { createSettingsService } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSettingsService(app.ctx);

  app.get('/company-settings', {
    schema: { tags: ['settings'], response: { 200: successEnvelope(companySettings), ...guardedFailures } },
    handler: async (request) => ok(await service.companySettings(currentUser(request))),
  });

  registerCatalogueRoutes(app, {
    path: 'lookupsettings',
    tag: 'settings',
    write: settingsPolicy.write,
    row: setting,
    item: setting,
    input: settingInput,
    service,
  });
};
