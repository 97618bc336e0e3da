// Success envelope helper for handlers.
export const ok = <T>(data: T) => ({ status: 'Success' as const, data });
