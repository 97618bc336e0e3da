import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, messages } from '@tms/contracts';
import { useTestApp } from '../../test/test-app';

// Controllers of docs/product/catalogues.md#calls built on the catalogue kit, with the calls each one documents.
const standard = ['get', 'post'];
const byId = ['get', 'put', 'delete'];
const controllers = [
  'roles',
  'companylocations',
  'categories',
  'subcategories',
  'categoryLocations',
  'subcategorylocations',
  'deparments',
  'prioritylevel',
  'usergroups',
  'attachmentconfig',
  'tasktypes',
  'tasks',
  'lookupsettings',
];
const readOnly = ['states', 'cities', 'entitytypes', 'responsetimetypes', 'priorities', 'severities', 'business-functions'];
const extras: [string, string][] = [
  ['put', '/api/roles/getvalideditroleid'],
  ['get', '/api/roles/{id}/business-functions'],
  ['get', '/api/business-functions/{id}/roles'],
  ['post', '/api/businessFunctionRoles/massive'],
  ['get', '/api/companylocations/isvalidedit/{id}'],
  ['get', '/api/cities/state/{stateId}'],
  ['get', '/api/categories/{id}/subcategories'],
  ['get', '/api/categories/{id}/subcategories/all'],
  ['get', '/api/subcategories/responsible'],
  ['post', '/api/categoryLocations/save-multiple'],
  ['get', '/api/categoryLocations/category/{id}/owner/{ownerId}'],
  ['get', '/api/categoryLocations/category/{id}'],
  ['post', '/api/subcategorylocations/save-multiple'],
  ['post', '/api/subcategorylocations/multiple'],
  ['get', '/api/subcategorylocations/subcategory/{id}/owner/{ownerId}'],
  ['get', '/api/subcategorylocations/subcategory/{id}'],
  ['post', '/api/prioritylevel/multiple'],
  ['get', '/api/prioritylevel/subcategory/{id}'],
  ['post', '/api/attachmentconfig/savemultiple'],
  ['get', '/api/subcategoryattachmentconfig/attachmentconfig/{id}'],
  ['get', '/api/tasks/tasktype/{id}'],
  ['get', '/api/tasks/subcategory/{id}'],
  ['get', '/api/tasks/{id}/category/{categoryId}'],
  ['post', '/api/tasks/savemultiple'],
  ['get', '/api/externalentities/all'],
  ['get', '/api/company-settings'],
];

describe('catalogue routes', () => {
  const t = useTestApp();
  let doc: {
    paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
    components: { schemas: Record<string, unknown> };
  };
  beforeAll(async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });

  it('documents every call of docs/product/catalogues.md#calls with its success and failure responses', () => {
    const created = new Set(controllers.map((c) => `post /api/${c}`));
    const expected: [string, string][] = [
      ...controllers.flatMap((c): [string, string][] => [
        ...standard.map((m): [string, string] => [m, `/api/${c}`]),
        ['get', `/api/${c}/all`],
        ...byId.map((m): [string, string] => [m, `/api/${c}/{id}`]),
      ]),
      ...readOnly.flatMap((c): [string, string][] => [
        ['get', `/api/${c}`],
        ['get', `/api/${c}/all`],
        ['get', `/api/${c}/{id}`],
      ]),
      ...extras,
    ];
    for (const [method, path] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      const success = created.has(`${method} ${path}`) ? '201' : '200';
      expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(
        expect.arrayContaining([success, '400', '401', '403', '404', '409', '500']),
      );
    }
    expect(doc.paths['/api/categories'].post.responses['201']).toBeDefined();
    expect(doc.paths['/api/companylocations/{id}'].put.requestBody).toBeDefined();
    for (const name of [
      'Category',
      'SubCategory',
      'CompanyLocation',
      'Department',
      'UserGroup',
      'Role',
      'AttachmentConfig',
      'Task',
      'TaskType',
      'PriorityLevel',
    ]) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
    // Modules outside the catalogues keep their documentation.
    expect(doc.paths['/api/auth/login'].post).toBeDefined();
    expect(doc.paths['/api/users/{id}'].put).toBeDefined();
    expect(doc.components.schemas.User).toBeDefined();
  });

  it('documents the Fail envelope with its required code and the catalogue of codes', () => {
    const fail = doc.components.schemas.Fail as {
      properties: { data: { required: string[]; properties: { code: { enum: string[] } } } };
    };
    expect(fail.properties.data.required).toEqual(expect.arrayContaining(['error', 'code']));
    expect(fail.properties.data.properties.code.enum).toEqual(Object.keys(errorCodes));
  });

  it('answers a bad id or body with 400, never 500', async () => {
    const admin = await t.as('admin');
    const badId = await admin.get('/api/categories/abc');
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toMatchObject({ status: 'Fail', message: messages.badRequest });
    expect((await admin.post('/api/categoryLocations/save-multiple', { not: 'a list' })).statusCode).toBe(400);
    const { token } = (
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName: 'admin', password: 'Admin123!' } })
    ).json().data;
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/tasktypes',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: '{bad',
    });
    expect(raw.statusCode).toBe(400);
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'Fail', message: messages.notFound, data: { code: 'resource.not_found' } });
  });
});
