import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID, errorCodes, messages } from '@tms/contracts';
import { useTestApp, type ApiResponse, type TestClient } from '../../test/test-app';

// Bad input to the catalogue calls answers a Spanish 4xx in the Fail envelope: never a 500, never the validator's
// or the database's English (both once reached the user).
const ENGLISH =
  /\b(Invalid|invalid|expected|Expected|Too big|Too small|Required|received|must|Unrecognized|Failed query|select)\b/;

const TOO_BIG_ID = MAX_ID + 1;

const controllers = [
  'categories',
  'subcategories',
  'companylocations',
  'deparments',
  'usergroups',
  'attachmentconfig',
  'tasktypes',
  'tasks',
  'prioritylevel',
  'lookupsettings',
  'categoryLocations',
  'subcategorylocations',
];

const multipleSaves = [
  '/api/categoryLocations/save-multiple',
  '/api/subcategorylocations/multiple',
  '/api/prioritylevel/multiple',
  '/api/attachmentconfig/savemultiple',
  '/api/tasks/savemultiple',
  '/api/deparments/1/members',
  '/api/subcategoryattachmentconfig',
];

/** Bodies no catalogue accepts: wrong types, sizes, ids beyond the integer column, NUL bytes. */
const badBodies: unknown[] = [
  {},
  [7],
  'texto',
  7,
  { code: 5, detail: false, isActive: 'si' },
  { code: 'x'.repeat(5000), detail: 'y'.repeat(5000), isActive: true },
  // Each body below also carries a flag no form sends, so it fails on every catalogue, not only where it aims.
  { code: 'Código', detail: 'Detalle', isActive: 'si', ownerId: 'abc' },
  { code: 'Código', detail: 'Detalle', isActive: 'si', ownerId: TOO_BIG_ID, categoryId: TOO_BIG_ID },
  { code: 'Código\u0000', detail: 'Detalle', isActive: true },
  { subCategoryId: TOO_BIG_ID, taskTypeId: 1e308, categoryId: -1, companyLocationId: 'x', isActive: 'si' },
  { minSize: 1e12, maxSize: -5, fileExt: ['pdf'], isRequired: 'no', isActive: 'si' },
  [{ categoryId: TOO_BIG_ID, companyLocationId: 1 }, null],
  { list: 'no', subCategoryId: '1e400', userIds: [0, 'x'], subCategories: [{}] },
];

const badIds = [String(TOO_BIG_ID), '99999999999999999999', '-1', 'abc', '1.5', '1e400'];

const isSpanishFailure = (label: string, response: ApiResponse) => {
  expect(response.statusCode, `${label}: ${response.raw.body}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${label}: ${response.raw.body}`).toBeLessThan(500);
  expect(response.body.status, label).toBe('Fail');
  const { code } = response.body.data;
  expect(Object.keys(errorCodes), `${label}: its code`).toContain(code);
  // The code is for programs ('request.invalid'): only the texts for people must not be English.
  expect(response.raw.body.replace(`"code":"${code}"`, ''), label).not.toMatch(ENGLISH);
};

describe('catalogue calls with bad input', () => {
  const t = useTestApp();
  let admin: TestClient;
  beforeAll(async () => {
    admin = await t.as('admin');
  });

  it('answer every bad body with a Spanish 4xx', async () => {
    let scanned = 0;
    for (const controller of controllers) {
      for (const [index, body] of badBodies.entries()) {
        isSpanishFailure(`POST ${controller} #${index}`, await admin.post(`/api/${controller}`, body));
        isSpanishFailure(`PUT ${controller}/1 #${index}`, await admin.put(`/api/${controller}/1`, body));
        scanned += 2;
      }
    }
    for (const path of multipleSaves) {
      for (const [index, body] of badBodies.entries()) {
        isSpanishFailure(`POST ${path} #${index}`, await admin.post(path, body));
        scanned += 1;
      }
    }
    expect(scanned).toBeGreaterThan(300);
  });

  it('answer ids outside the integer range or not whole with 400, never a database error', async () => {
    for (const controller of controllers) {
      for (const id of badIds) {
        const read = await admin.get(`/api/${controller}/${id}`);
        isSpanishFailure(`GET ${controller}/${id}`, read);
        expect(read.statusCode).toBe(400);
        isSpanishFailure(`DELETE ${controller}/${id}`, await admin.delete(`/api/${controller}/${id}`));
      }
    }
    for (const path of [
      `/api/categoryLocations/category/${TOO_BIG_ID}/owner/0`,
      `/api/categoryLocations/category/1/owner/${TOO_BIG_ID}`,
      `/api/subcategorylocations/subcategory/${TOO_BIG_ID}`,
      `/api/tasks/1/category/${TOO_BIG_ID}`,
      `/api/cities/state/${TOO_BIG_ID}`,
      `/api/categories/${TOO_BIG_ID}/subcategories`,
      `/api/externalentities/all?entityTypeId=${TOO_BIG_ID}`,
    ]) {
      const response = await admin.get(path);
      isSpanishFailure(path, response);
      expect(response.statusCode, path).toBe(400);
    }
    const tooBig = await admin.get(`/api/categories/${TOO_BIG_ID}`);
    expect(tooBig.body.data.fields).toEqual({ id: messages.invalidId });
  });

  it('refuses a NUL byte in any string, the anonymous sign-in included', async () => {
    const login = await t.anonymous.post('/api/auth/login', { userName: 'admin\u0000', password: 'x' });
    expect(login.statusCode).toBe(400);
    expect(login.body.data.fields).toEqual({ userName: messages.forbiddenCharacter });
    const nested = await admin.post('/api/companylocations', { code: 'Sucursal', address: { address1: 'Calle \u0000 1' } });
    expect(nested.statusCode).toBe(400);
    expect(nested.body.data.fields).toEqual({ 'address.address1': messages.forbiddenCharacter });
    const list = await admin.post('/api/categoryLocations/save-multiple', [
      { categoryId: 1, companyLocationId: 1, note: 'a\u0000' },
    ]);
    expect(list.body.data.fields).toEqual({ '0.note': messages.forbiddenCharacter });
    const query = await admin.get('/api/externalentities/all?entityTypeId=%00');
    expect(query.body.data.fields).toEqual({ entityTypeId: messages.forbiddenCharacter });
  });
});
