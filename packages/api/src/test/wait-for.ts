// Waiting in tests for what a real system does in its own time (a live event, a second process, a mail): polls the
// check until it answers a value, and fails naming what never came once the deadline passes. No fixed sleeps.
const POLL_MS = 50;

export async function waitFor<T>(
  check: () => Promise<T | undefined> | T | undefined,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
