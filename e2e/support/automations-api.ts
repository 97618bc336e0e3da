// Automation rules through the API for the automations journeys: creating a macro, finding a rule saved on the screen,
// waiting for a rule's runs and deactivating a rule so the journeys after it are not affected.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Automation, AutomationAction, AutomationRun } from '@tms/contracts';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Creates an active macro as the administrator. */
export async function createMacro(
  request: APIRequestContext,
  adminToken: string,
  code: string,
  actions: AutomationAction[],
): Promise<Automation> {
  const response = await request.post('/api/automations', {
    headers: auth(adminToken),
    data: { code, detail: `Macro ${code}`, kind: 'macro', events: [], actions, isActive: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data;
}

/** The rule saved with this code (the screen saved it, so it must exist). */
export async function automationByCode(
  request: APIRequestContext,
  adminToken: string,
  code: string,
): Promise<Pick<Automation, 'id' | 'code'>> {
  const response = await request.get('/api/automations', { headers: auth(adminToken) });
  expect(response.status()).toBe(200);
  const rule = ((await response.json()).data as Pick<Automation, 'id' | 'code'>[]).find((row) => row.code === code);
  expect(rule, `the rule ${code}`).toBeDefined();
  return rule as Pick<Automation, 'id' | 'code'>;
}

export async function automationRuns(request: APIRequestContext, adminToken: string, id: number): Promise<AutomationRun[]> {
  const response = await request.get(`/api/automations/${id}/runs`, { headers: auth(adminToken) });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

/** Deactivates a rule (deleting deactivates: its runs stay readable). */
export async function deactivateAutomation(request: APIRequestContext, adminToken: string, id: number): Promise<void> {
  const response = await request.delete(`/api/automations/${id}`, { headers: auth(adminToken) });
  expect(response.status(), await response.text()).toBe(200);
}
