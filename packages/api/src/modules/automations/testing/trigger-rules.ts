// A trigger rule as the automation tests write it: active, on 'created' unless told otherwise, saved by `admin`.
import { expect } from 'vitest';
import type { AutomationInput } from '@tms/contracts';
import type { TestClient } from '../../../test/test-app';

export async function createTrigger(admin: TestClient, overrides: Partial<AutomationInput>) {
  const response = await admin.post('/api/automations', {
    detail: 'Regla de prueba',
    kind: 'trigger',
    events: ['created'],
    isActive: true,
    ...overrides,
  });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { id: number; code: string };
}
