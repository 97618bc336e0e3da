// Shared shape of the picker lists (`GET c/all`): active items only, cached a while since they rarely change.
// They live in lib because many features (users now, tickets and catalogues later) offer the same options.
export const LOOKUP_STALE_TIME_MS = 5 * 60_000;
export const lookupKey = (name: string, ...params: unknown[]) => ['lookups', name, ...params] as const;
