// The standard resource calls (docs/product/conventions.md#api-conventions) for one controller c — GET c, GET c/all,
// GET c/{id}, POST c, PUT c/{id}, DELETE c/{id} — registered from a service and the contract schemas, so every
// catalogue answers, guards and documents them the same way. Modules add their extra calls beside these.
import type { FastifyContextConfig, FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, resultAnswer, successEnvelope } from '@tms/contracts';
import { ok } from '../envelope';
import { found } from '../errors';
import { currentUser } from '../../plugins/authentication';
import type { AuthUser } from '../../plugins/current-user';
import { guardedFailures } from '../route-schemas';

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export interface CatalogueService<TRow, TItem, TInput> {
  /** Admin list: every row, active or not. */
  list(user: AuthUser): Promise<TRow[]>;
  /** Picker list: active rows the user may pick, small shape. */
  all(user: AuthUser): Promise<TItem[]>;
  get(user: AuthUser, id: number): Promise<TRow | undefined>;
  create?(user: AuthUser, input: TInput): Promise<TRow>;
  update?(user: AuthUser, id: number, input: TInput): Promise<TRow>;
  remove?(user: AuthUser, id: number): Promise<void>;
}

export interface CatalogueRoutes<TRow extends z.ZodType, TItem extends z.ZodType, TInput extends z.ZodType> {
  /** Controller path under /api as docs/product/catalogues.md#calls spells it ('tasktypes', 'deparments'). */
  path: string;
  tag: string;
  /** Permission id of the admin list and GET c/{id}; omitted for reference data every signed-in user reads. */
  read?: number;
  /** Permission id of the writes; defaults to `read`. */
  write?: number;
  row: TRow;
  /** The admin list's row when it carries more than `row` (the caller's abilities on each row); defaults to `row`. */
  listRow?: z.ZodType;
  item: TItem;
  /** Without an input schema the catalogue is read-only. */
  input?: TInput;
  service: CatalogueService<z.output<TRow>, z.output<TItem>, z.output<TInput>>;
}

export function registerCatalogueRoutes<TRow extends z.ZodType, TItem extends z.ZodType, TInput extends z.ZodType>(
  zodApp: ZodApp,
  definition: CatalogueRoutes<TRow, TItem, TInput>,
): void {
  // The schemas are generic here, so the handlers are checked against the service types instead of the provider's.
  const app = zodApp.withTypeProvider<FastifyTypeProviderDefault>();
  const { path, service, row, item, input } = definition;
  const tags = [definition.tag];
  const readConfig: FastifyContextConfig = definition.read === undefined ? {} : { permission: definition.read };
  const writePermission = definition.write ?? definition.read;
  // Writes open to every signed-in user would be a mistake in a definition, not a choice: refuse to start.
  if (input && writePermission === undefined) throw new Error(`Catalogue ${path}: writes need a permission id`);
  const writeConfig: FastifyContextConfig = { permission: writePermission };
  const idOf = (params: unknown) => (params as z.output<typeof idParams>).id;

  app.get(`/${path}`, {
    config: readConfig,
    schema: { tags, response: { 200: successEnvelope(z.array(definition.listRow ?? row)), ...guardedFailures } },
    handler: async (request) => ok(await service.list(currentUser(request))),
  });

  app.get(`/${path}/all`, {
    schema: { tags, response: { 200: successEnvelope(z.array(item)), ...guardedFailures } },
    handler: async (request) => ok(await service.all(currentUser(request))),
  });

  app.get(`/${path}/:id`, {
    config: readConfig,
    schema: { tags, params: idParams, response: { 200: successEnvelope(row), ...guardedFailures } },
    handler: async (request) => ok(found(await service.get(currentUser(request), idOf(request.params)))),
  });

  if (input && service.create) {
    app.post(`/${path}`, {
      config: writeConfig,
      schema: { tags, body: input, response: { 201: successEnvelope(row), ...guardedFailures } },
      handler: async (request, reply) =>
        reply.status(201).send(ok(await service.create!(currentUser(request), request.body as z.output<TInput>))),
    });
  }
  if (input && service.update) {
    app.put(`/${path}/:id`, {
      config: writeConfig,
      schema: { tags, params: idParams, body: input, response: { 200: successEnvelope(row), ...guardedFailures } },
      handler: async (request) =>
        ok(await service.update!(currentUser(request), idOf(request.params), request.body as z.output<TInput>)),
    });
  }
  if (service.remove) {
    app.delete(`/${path}/:id`, {
      config: writeConfig,
      schema: { tags, params: idParams, response: { 200: successEnvelope(resultAnswer), ...guardedFailures } },
      handler: async (request) => {
        await service.remove!(currentUser(request), idOf(request.params));
        return ok({ result: true });
      },
    });
  }
}
