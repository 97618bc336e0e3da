// Direct API calls for a journey's preparation (the journey itself goes through the screens).
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Credentials } from './demo-users';

export async function apiToken(request: APIRequestContext, credentials: Credentials): Promise<string> {
  const response = await request.post('/api/auth/login', { data: credentials });
  expect(response.status()).toBe(200);
  return (await response.json()).data.token;
}

export interface NewUser {
  userName: string;
  displayName: string;
  email: string;
  password: string;
}

/** Creates an internal user (role Agente unless another is given, first branch) as the administrator. */
export async function createUserAsAdmin(request: APIRequestContext, adminToken: string, user: NewUser, roleId = 2) {
  const headers = { Authorization: `Bearer ${adminToken}` };
  const locations = await (await request.get('/api/companylocations/all', { headers })).json();
  const response = await request.post('/api/users', {
    headers,
    data: {
      ...user,
      mobilePhone: null,
      roleId,
      companyLocationId: locations.data[0].id,
      entityTypeId: 1,
      externalEntityId: null,
      externalId: null,
      isActive: true,
    },
  });
  expect(response.status()).toBe(201);
}

/** A name no earlier run used, within the user name rules (letters and digits, 4-25). */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
