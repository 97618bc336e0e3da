// Response-time types of the SLA levels (minutos, horas, días): read-only reference data, any signed-in user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responseTimeType } from '@tms/contracts';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { createResponseTimeTypesService } from './response-time-types.service';

export const responseTimeTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCatalogueRoutes(app, {
    path: 'responsetimetypes',
    tag: 'priorities',
    row: responseTimeType,
    item: responseTimeType,
    service: createResponseTimeTypesService(app.ctx),
  });
};
