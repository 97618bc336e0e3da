// A resource the tests of one file or `describe` block share: started in a beforeAll, stopped in an afterAll. Hooks
// run in the order written and stop in reverse, so what is started first is stopped last.
import { afterAll, beforeAll } from 'vitest';

/** Registers the hooks and answers a getter of the running resource, which throws outside tests and their hooks. */
export function useBeforeAll<T>(start: () => Promise<T>, stop: (resource: T) => Promise<unknown>, timeoutMs?: number): () => T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await start();
  }, timeoutMs);
  afterAll(async () => {
    if (current !== undefined) await stop(current);
  });
  return () => {
    if (current === undefined) throw new Error('a shared test resource exists only inside tests and their hooks');
    return current;
  };
}
