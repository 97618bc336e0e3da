// The OpenAPI document integrators generate clients from (docs/integrations.md): every operation has a stable, unique
// operationId and a Spanish summary, says the security it takes, and the error envelope lists its codes. Then a client
// is generated from the served document with openapi-typescript and called through openapi-fetch with API tokens.
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, type PermissionItem } from '@tms/contracts';
import { createToken } from './modules/access/api-tokens/api-tokens.testing';
import { useTestApp, type TestClient } from './test/test-app';
import { operationIdOf } from './plugins/openapi';
import { operationSummaries } from './plugins/openapi-summaries';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string }>;
}

interface OpenApiDocument {
  info: { description?: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; scheme: string }>;
    schemas: Record<string, { description?: string; properties: { data: { properties: { code: { enum: string[] } } } } }>;
  };
}

const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${route}`, operation })),
  );

const SPANISH_SUMMARY = /^[A-ZÁÉÍÓÚÑ¿'][^\n]{5,120}$/;

describe('the OpenAPI document', () => {
  const t = useTestApp();
  let document: OpenApiDocument;

  beforeAll(() => {
    document = t.app.swagger() as unknown as OpenApiDocument;
  });

  it('gives every operation a stable operationId made of its method and path, unique across the API', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(200);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(operations.filter(({ key, operation }) => operation.operationId !== operationIdOf(key))).toEqual([]);
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(repeated, 'operationIds used twice').toEqual([]);
    expect(operationIdOf('GET /api/workitems/{id}')).toBe('getWorkitemsById');
    expect(operationIdOf('DELETE /api/businessFunctionRoles/{roleId}/{businessFunctionId}')).toBe(
      'deleteBusinessFunctionRolesByRoleIdByBusinessFunctionId',
    );
    expect(operationIdOf('POST /api/users/recover-password')).toBe('postUsersRecoverPassword');
  });

  it('gives every operation its Spanish summary from the table, and the table no row without an operation', () => {
    const operations = operationsOf(document);
    expect(
      operations.filter(({ key }) => !operationSummaries[key]).map(({ key }) => key),
      'operations without a row in openapi-summaries.ts',
    ).toEqual([]);
    const keys = new Set(operations.map(({ key }) => key));
    expect(
      Object.keys(operationSummaries).filter((key) => !keys.has(key)),
      'rows without an operation',
    ).toEqual([]);
    for (const { key, operation } of operations) {
      expect(operation.summary, key).toBe(operationSummaries[key]);
      expect(operation.summary, key).toMatch(SPANISH_SUMMARY);
    }
  });

  it('documents the API token and the session schemes and which operations take them', () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.sessionAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const security = (key: string) => operationsOf(document).find((op) => op.key === key)?.operation.security;
    expect(security('POST /api/auth/login')).toEqual([]);
    expect(security('GET /api/health')).toEqual([]);
    expect(security('POST /api/api-tokens')).toEqual([{ sessionAuth: [] }]);
    expect(security('POST /api/auth/logout')).toEqual([{ sessionAuth: [] }]);
    expect(security('GET /api/workitems/{id}')).toEqual([{ bearerAuth: [] }, { sessionAuth: [] }]);
  });

  it('describes the error envelope with every code, and the answers of each status', () => {
    const fail = document.components.schemas.Fail;
    expect(fail.description).toBeTruthy();
    expect(fail.properties.data.properties.code.enum).toEqual(Object.keys(errorCodes));
    for (const code of Object.keys(errorCodes)) expect(document.info.description).toContain(`\`${code}\``);
    const responses = operationsOf(document).find((op) => op.key === 'GET /api/workitems/{id}')!.operation.responses;
    expect(Object.keys(responses)).toContain('429');
    expect(Object.values(responses).map((response) => response.description)).not.toContain('Default Response');
  });
});

describe('a client generated from the served document', () => {
  const t = useTestApp({ API_DOCS: 'true' });
  let baseUrl: string;
  let admin: TestClient;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await t.as('admin');
  });

  it('has the types of every operation, and reads and is refused a write with an API token', async () => {
    const types = astToString(await openapiTS(new URL('/api/docs/json', baseUrl)));
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tms-openapi-'));
    try {
      await fs.writeFile(path.join(dir, 'api.d.ts'), types);
      expect(types).toContain('getWorkitemsById: {');
      expect(types).toContain('deleteApiTokensById: {');
      expect(types).toContain('"/api/api-tokens": {');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }

    const headers = async (readOnly: boolean) => ({ Authorization: `Bearer ${(await createToken(admin, { readOnly })).token}` });
    const api = createClient<any>({ baseUrl, headers: await headers(true) });
    const read = await api.GET('/api/auth/permissions', {});
    expect(read.response.status).toBe(200);
    expect((read.data as { data: PermissionItem[] }).data.length).toBeGreaterThan(0);

    const write = await api.POST('/api/workitems', { body: { subject: 'Desde una integración' } });
    expect(write.response.status).toBe(403);
    expect(write.error).toMatchObject({ status: 'Fail', data: { code: 'auth.read_only_token' } });

    const writer = createClient<any>({ baseUrl, headers: await headers(false) });
    const refused = await writer.POST('/api/workitems', { body: { subject: '' } });
    expect(refused.response.status).toBe(400);
  });
});
