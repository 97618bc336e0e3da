// Calendars API (permission 29 'Horarios'): the standard calls on `calendars`, and the federal rest days of a year
// for the form's 'Cargar días de descanso obligatorio'.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendar, calendarInput, calendarItem, calendarListRow, restDay, restDaysParams, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { guardedFailures } from '../../../lib/route-schemas';
import { calendarsPolicy } from './calendars.policy';
import { createCalendarsService } from './calendars.service';

export const calendarsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCalendarsService(app.ctx);

  app.get('/calendars/rest-days/:year', {
    config: { permission: calendarsPolicy.permission },
    schema: {
      tags: ['calendars'],
      params: restDaysParams,
      response: { 200: successEnvelope(z.array(restDay)), ...guardedFailures },
    },
    handler: async (request) => ok(service.restDays(request.params.year)),
  });

  registerCatalogueRoutes(app, {
    path: 'calendars',
    tag: 'calendars',
    read: calendarsPolicy.permission,
    row: calendar,
    listRow: calendarListRow,
    item: calendarItem,
    input: calendarInput,
    service,
  });
};
