// How many calls an API token may make (docs/product/api-tokens.md#throttling): API_TOKEN_CALLS_PER_MINUTE per token in
// a one-minute window that opens at the token's first call, counted in this process's memory (so N processes allow N
// times the figure: the limit keeps a runaway integration from swamping a server, not a secret from being guessed).
// The time comes from the caller, so a test moves it.

export const THROTTLE_WINDOW_MS = 60_000;

export interface TokenThrottle {
  /** Counts a call of the token at `now`: null when it may go on, else the whole seconds until its window reopens. */
  take(tokenId: number, now: Date): number | null;
}

interface Window {
  start: number;
  calls: number;
}

export function createTokenThrottle(callsPerMinute: number): TokenThrottle {
  const windows = new Map<number, Window>();
  let lastSweep = 0;

  const isOpen = (window: Window | undefined, at: number): window is Window =>
    !!window && at >= window.start && at - window.start < THROTTLE_WINDOW_MS;

  /** Forgets the windows that closed, at most once a window, so tokens no longer used cost no memory. */
  function sweep(at: number): void {
    if (Math.abs(at - lastSweep) < THROTTLE_WINDOW_MS) return;
    lastSweep = at;
    for (const [tokenId, window] of windows) if (!isOpen(window, at)) windows.delete(tokenId);
  }

  return {
    take(tokenId, now) {
      const at = now.getTime();
      sweep(at);
      const current = windows.get(tokenId);
      const window = isOpen(current, at) ? current : { start: at, calls: 0 };
      window.calls += 1;
      windows.set(tokenId, window);
      if (window.calls <= callsPerMinute) return null;
      return Math.max(1, Math.ceil((window.start + THROTTLE_WINDOW_MS - at) / 1000));
    },
  };
}
