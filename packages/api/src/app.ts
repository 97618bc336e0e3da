// Builds the Fastify application from a prepared context: plugins, the guarded /api scope with every module,
// the OpenAPI document at /api/docs (when API_DOCS enables it), and the single-page web app for every other path.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '@tms/contracts';
import type { AppContext } from './context';
import { errorHandler, failBody } from './plugins/error-handler';
import { busy } from './plugins/busy';
import { apiCompression } from './plugins/compression';
import { revalidation } from './plugins/revalidation';
import { auditScopePlugin } from './plugins/audit-scope';
import { rerouteUrlError, throwUrlError } from './plugins/url-errors';
import { authentication } from './plugins/authentication';
import { healthRoutes } from './plugins/health';
import { registerOpenApi } from './plugins/openapi';
import { loggerOptions } from './plugins/logging';
import { registerWebApp } from './plugins/web-app';
import { webDistDir } from './lib/paths';
import { apiModules } from './modules/api-modules';

export interface BuildOptions {
  /** false: no log at all (tests); a stream: the log written there (tests that read it). */
  logger?: false | NodeJS.WritableStream;
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(ctx.config.logLevel, options.logger),
    bodyLimit: 2 * 1024 * 1024,
    // The client address (sign-in throttling, logs) comes from X-Forwarded-For only behind a proxy one trusts.
    trustProxy: ctx.config.trustProxy,
    // URLs the router refuses answer like every other failure (plugins/url-errors.ts).
    frameworkErrors: rerouteUrlError,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(busy);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        // The spreadsheet export zips in a blob: worker.
        'worker-src': ["'self'", 'blob:'],
        'frame-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Strict-Transport-Security only means something over HTTPS; sent over plain HTTP it would lock a browser
    // out of a deployment that has no certificate.
    hsts: ctx.config.publicUrl.startsWith('https://'),
  });

  // Always built; served only when API_DOCS enables it: it maps every route of the API for anyone who asks.
  await registerOpenApi(app, ctx.config.apiDocs);

  await app.register(
    async (api) => {
      revalidation(api);
      // Each request's client address, for the audit entries its changes write.
      await api.register(auditScopePlugin);
      await api.register(fastifyCompress, apiCompression);
      await authentication(api);
      await api.register(healthRoutes);
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api' },
  );

  const hasWeb = ctx.config.serveWeb && fs.existsSync(path.join(webDistDir, 'index.html'));
  const sendWebApp = hasWeb ? await registerWebApp(app, webDistDir) : undefined;
  // Unknown API paths answer the envelope; any other GET is a client-side route of the web app.
  app.setNotFoundHandler((request, reply) => {
    throwUrlError(request);
    // Client-side routes get the app; a missing asset (an old hashed file, a source map) is a plain 404.
    if (sendWebApp && request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/assets/')) {
      return sendWebApp(request, reply);
    }
    return reply.status(404).send(failBody(messages.notFound, 'resource.not_found'));
  });

  return app;
}
