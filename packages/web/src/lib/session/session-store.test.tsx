// The stored session is read back only when every field has its type; anything else is discarded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSession } from '@/lib/testing/test-session';

const STORAGE_KEY = 'tms.session';

/** The store as a fresh page load creates it from what localStorage holds. */
async function storeLoadedWith(stored: string) {
  localStorage.setItem(STORAGE_KEY, stored);
  vi.resetModules();
  return (await import('./session-store')).sessionStore;
}

afterEach(() => localStorage.clear());

describe('sessionStore', () => {
  it('restores a stored session', async () => {
    expect((await storeLoadedWith(JSON.stringify(testSession))).get()).toEqual(testSession);
    const noBranch = { ...testSession, companyLocationId: null };
    expect((await storeLoadedWith(JSON.stringify(noBranch))).get()).toEqual(noBranch);
  });

  it.each([
    ['unreadable text', '{not json'],
    ['a missing token', JSON.stringify({ ...testSession, token: undefined })],
    ['an id that is text', JSON.stringify({ ...testSession, id: '1' })],
    ['a flag that is not true or false', JSON.stringify({ ...testSession, needChangePassword: 'no' })],
    ['a list', JSON.stringify([testSession])],
    ['null', 'null'],
  ])('discards %s', async (_case, stored) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await storeLoadedWith(stored)).get()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});
