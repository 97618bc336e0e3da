// What the API token tests share: a valid creation input and a token created through a session.
import { expect } from 'vitest';
import type { CreatedApiToken } from '@tms/contracts';
import type { TestClient } from '../../../test/test-app';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const daysAhead = (days: number, from = Date.now()) => new Date(from + days * DAY_MS).toISOString();

export const tokenInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Integración de inventario',
  expiresAt: daysAhead(30),
  readOnly: false,
  ...overrides,
});

/** Creates a token through `caller`'s session and answers it (its one showing). */
export async function createToken(caller: TestClient, overrides: Record<string, unknown> = {}): Promise<CreatedApiToken> {
  const response = await caller.post<CreatedApiToken>('/api/api-tokens', tokenInput(overrides));
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}
