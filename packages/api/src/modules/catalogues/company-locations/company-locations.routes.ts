// Branches API (permission 7): the standard calls of docs/product/catalogues.md#calls on `companylocations` and the
// edit-validity check.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyLocation,
  companyLocationInput,
  companyLocationItem,
  idParams,
  resultAnswer,
  successEnvelope,
} from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { guardedFailures } from '../../../lib/route-schemas';
import { companyLocationsPolicy as policy } from './company-locations.policy';
import { createCompanyLocationsService } from './company-locations.service';

export const companyLocationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCompanyLocationsService(app.ctx);

  app.get('/companylocations/isvalidedit/:id', {
    config: { permission: policy.permission },
    schema: { tags: ['branches'], params: idParams, response: { 200: successEnvelope(resultAnswer), ...guardedFailures } },
    handler: async (request) => ok({ result: await service.isValidEdit(request.params.id) }),
  });

  registerCatalogueRoutes(app, {
    path: 'companylocations',
    tag: 'branches',
    read: policy.permission,
    row: companyLocation,
    item: companyLocationItem,
    input: companyLocationInput,
    service,
  });
};
