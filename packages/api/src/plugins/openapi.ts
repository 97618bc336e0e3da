// The OpenAPI document of the API (docs/integrations.md), built from the routes' zod schemas. Every operation gets a
// stable operationId made of its method and path (`GET /api/workitems/{id}` → `getWorkitemsById`), its Spanish summary
// (openapi-summaries.ts), the security it takes (none on public routes, the session only on session-only ones, an API
// token or a session elsewhere) and the 429 of the API token throttle; the document explains both schemes, the error
// envelope and its codes. Always built (tests and tools read app.swagger()); served at /api/docs only when API_DOCS
// enables it, since it maps every route for anyone who asks.
import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_TOKEN_PREFIX, errorCodes, failEnvelope } from '@tms/contracts';
import { operationSummaries } from './openapi-summaries';

/** The key of an operation, as the access table and the summaries spell it: 'GET /api/workitems/{id}'. */
export const operationKey = (method: string, url: string) => `${method.toUpperCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A path segment as part of an id: `{id}` → `ById`, `recover-password` → `RecoverPassword`. */
function segmentWords(segment: string): string {
  const param = /^\{(\w+)\}$/.exec(segment);
  if (param) return `By${capitalized(param[1])}`;
  return segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(capitalized)
    .join('');
}

/** The operationId of an operation key: its method, then each path segment after /api. */
export function operationIdOf(key: string): string {
  const [method, path] = key.split(' ');
  const segments = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
  return method.toLowerCase() + segments.map(segmentWords).join('');
}

const API_TOKEN = 'bearerAuth';
const SESSION = 'sessionAuth';

const securitySchemes = {
  [API_TOKEN]: {
    type: 'http' as const,
    scheme: 'bearer',
    bearerFormat: `${API_TOKEN_PREFIX}…`,
    description:
      `Token de API, creado en el perfil ('Tokens de API') y enviado como \`Authorization: Bearer ${API_TOKEN_PREFIX}…\`. ` +
      'Tiene los permisos del rol de su usuario en cada llamada, nunca más; uno de solo lectura recibe 403 ' +
      '`auth.read_only_token` en todo POST, PUT, PATCH y DELETE; uno revocado o expirado, 401. Nunca abre la ' +
      'aplicación web ni crea tokens.',
  },
  [SESSION]: {
    type: 'http' as const,
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'Sesión de la aplicación web: el `token` que responde `POST /api/auth/login`, enviado como ' +
      '`Authorization: Bearer`. No hay cookie de sesión. Las llamadas marcadas solo con este esquema (cerrar sesión, ' +
      'cambiar la contraseña, crear tokens de API, los flujos en vivo) rechazan un token de API con 403 ' +
      '`auth.session_required`.',
  },
};

type SecurityRequirement = Record<string, string[]>;

/** Who may call a route: nobody needs to sign in, only a session, or an API token or a session. */
function securityOf(config: FastifyContextConfig | undefined): SecurityRequirement[] {
  if (config?.public) return [];
  if (config?.sessionOnly) return [{ [SESSION]: [] }];
  return [{ [API_TOKEN]: [] }, { [SESSION]: [] }];
}

type RouteSchema = FastifySchema & { response?: Record<string, unknown> };

/** A guarded route may also answer 429: its caller's API token made too many calls this minute. */
function withThrottleAnswer(schema: RouteSchema, config: FastifyContextConfig | undefined): RouteSchema {
  if (config?.public || !schema.response || '429' in schema.response) return schema;
  return { ...schema, response: { ...schema.response, 429: failEnvelope } };
}

const transform: SwaggerTransform = (document) => {
  const config = document.route.config;
  const schema = document.schema ? withThrottleAnswer(document.schema as RouteSchema, config) : document.schema;
  const transformed = jsonSchemaTransform({ ...document, schema });
  if (!transformed.schema || (transformed.schema as { hide?: boolean }).hide) return transformed;
  const methods = [document.route.method].flat();
  const key = operationKey(methods[0], document.url);
  return {
    url: transformed.url,
    schema: {
      ...transformed.schema,
      operationId: operationIdOf(key),
      summary: operationSummaries[key],
      security: securityOf(config),
    },
  };
};

/** What each status of the Fail envelope means, in place of the generator's 'Default Response'. */
const statusDescriptions: Record<string, string> = {
  200: 'Correcto: `{status: "Success", data}`',
  201: 'Creado: `{status: "Success", data}`',
  400: 'Datos no válidos: `data.fields` nombra cada campo con su mensaje',
  401: 'Sin sesión ni token de API válidos (revocado, expirado o de un usuario inactivo)',
  403: 'Sin permiso; o un token de solo lectura en una escritura, o un token en una llamada solo de sesión',
  404: 'No existe, o el llamante no puede verlo',
  409: 'Choca con el estado de otro registro',
  410: 'Ya no existe',
  413: 'Demasiado grande',
  415: 'Tipo de contenido no admitido',
  429: 'Demasiadas solicitudes: `Retry-After` dice en cuántos segundos reintentar',
  500: 'Error inesperado del servicio',
  503: 'Servicio ocupado: `Retry-After` dice en cuántos segundos reintentar',
};

const codeTable = Object.entries(errorCodes)
  .map(([code, status]) => `| \`${code}\` | ${status} |`)
  .join('\n');

const description = `API de la mesa de ayuda. Cada ruta va bajo \`/api\`.

**Autenticación.** Un token de API (\`${API_TOKEN}\`) o la sesión de la aplicación web (\`${SESSION}\`), ambos como
\`Authorization: Bearer …\`. Las operaciones sin seguridad no piden ninguno.

**Respuestas.** Éxito: \`{"status": "Success", "data": …}\`. Error: el sobre \`Fail\`,
\`{"status": "Fail", "message": "<texto en español>", "data": {"error": "<el mismo texto>", "code": "<código>", "fields": {…}}}\`.
Un programa decide por \`data.code\`, nunca por el estado HTTP ni por el texto; \`fields\` aparece solo cuando el error
nombra campos. Códigos y el estado HTTP con que llegan:

| código | estado |
|---|---|
${codeTable}
`;

type Operation = { responses?: Record<string, { description?: string }> };

/** Every response the generator left as 'Default Response' gets what its status means. */
function describeResponses(paths: Record<string, Record<string, Operation>>): void {
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.description === 'Default Response' && statusDescriptions[status]) {
          response.description = statusDescriptions[status];
        }
      }
    }
  }
}

const transformObject: SwaggerTransformObject = (documentObject) => {
  const document = jsonSchemaTransformObject(documentObject) as {
    paths?: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, { description?: string }> };
  };
  describeResponses(document.paths ?? {});
  const fail = document.components?.schemas?.Fail;
  if (fail) fail.description = 'El sobre de todo error: `data.code` es el código para programas (ver la descripción del API).';
  return document;
};

export async function registerOpenApi(app: FastifyInstance, serve: boolean): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ticket Management System API', version: '1.0.0', description },
      components: { securitySchemes },
      security: [{ [API_TOKEN]: [] }, { [SESSION]: [] }],
    },
    transform,
    transformObject,
  });
  if (serve) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
