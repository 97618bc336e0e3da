// API calls of the catalogue journeys: preparing a user of a given role, and reading what a client is offered.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { CategoryItem, SubCategoryItem } from '@tms/contracts';
import { apiToken } from './api';
import type { Credentials } from './demo-users';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An internal user of the role, at the first branch, whose password is already their own (no change asked). */
export async function createUserOfRole(request: APIRequestContext, adminToken: string, user: Credentials & { roleId: number }) {
  const locations = await (await request.get('/api/companylocations/all', { headers: auth(adminToken) })).json();
  const created = await request.post('/api/users', {
    headers: auth(adminToken),
    data: {
      userName: user.userName,
      displayName: `Usuario ${user.userName}`,
      email: `${user.userName}@example.com`,
      password: `${user.password}-inicial`,
      mobilePhone: null,
      roleId: user.roleId,
      companyLocationId: locations.data[0].id,
      entityTypeId: 1,
      externalEntityId: null,
      externalId: null,
      isActive: true,
    },
  });
  expect(created.status()).toBe(201);
  const token = await apiToken(request, { userName: user.userName, password: `${user.password}-inicial` });
  const changed = await request.put('/api/users/updatePassword', {
    headers: auth(token),
    data: { password: user.password, confirmPassword: user.password },
  });
  expect(changed.status()).toBe(200);
}

export async function roleIdByCode(request: APIRequestContext, adminToken: string, code: string): Promise<number> {
  const roles: { id: number; code: string }[] = (
    await (await request.get('/api/roles/all', { headers: auth(adminToken) })).json()
  ).data;
  const role = roles.find((candidate) => candidate.code === code);
  expect(role, `role ${code}`).toBeDefined();
  return role!.id;
}

/** The categories a user is offered (GET categories/all). */
export async function offeredCategories(request: APIRequestContext, token: string): Promise<CategoryItem[]> {
  const response = await request.get('/api/categories/all', { headers: auth(token) });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

/** The sub-categories of a category a user is offered (GET categories/{id}/subcategories/all). */
export async function offeredSubCategories(
  request: APIRequestContext,
  token: string,
  categoryId: number,
): Promise<SubCategoryItem[]> {
  const response = await request.get(`/api/categories/${categoryId}/subcategories/all`, { headers: auth(token) });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}
