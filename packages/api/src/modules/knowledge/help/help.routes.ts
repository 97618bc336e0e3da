// GET kb/help (the landing of 'Ayuda'), GET kb/help/articles (a category's articles, 'Artículos más útiles' first),
// GET kb/search and GET kb/suggestions (docs/product/self-service.md#search and #suggestions): any signed-in user,
// who reads only the published articles of their audience. Thin: validate, then the service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  articleCardPage,
  helpLanding,
  helpListQuery,
  kbSearchPage,
  kbSearchQuery,
  kbSuggestions,
  kbSuggestionsQuery,
  successEnvelope,
} from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/authentication';
import { createHelpService } from './help.service';

export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHelpService(app.ctx);
  const tags = ['knowledge'];

  app.get('/kb/help', {
    schema: { tags, response: { 200: successEnvelope(helpLanding), ...guardedFailures } },
    handler: async (request) => ok(await service.landing(currentUser(request))),
  });

  app.get('/kb/help/articles', {
    schema: { tags, querystring: helpListQuery, response: { 200: successEnvelope(articleCardPage), ...guardedFailures } },
    handler: async (request) => ok(await service.list(currentUser(request), request.query)),
  });

  app.get('/kb/search', {
    schema: { tags, querystring: kbSearchQuery, response: { 200: successEnvelope(kbSearchPage), ...guardedFailures } },
    handler: async (request) => ok(await service.search(currentUser(request), request.query)),
  });

  app.get('/kb/suggestions', {
    schema: { tags, querystring: kbSuggestionsQuery, response: { 200: successEnvelope(kbSuggestions), ...guardedFailures } },
    handler: async (request) => ok(await service.suggestions(currentUser(request), request.query.text)),
  });
};
