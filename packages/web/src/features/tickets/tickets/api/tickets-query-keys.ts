// Cache keys of the ticket screen. A ticket's own reads (history, QR, time entries) sit under its detail key, so
// refreshing the ticket refreshes them too. Its pickers (categories, sub-categories, severities) are lookups: src/lib/lookups.
export const ticketQueryKeys = {
  detail: (id: number) => ['ticket', id] as const,
  history: (id: number) => ['ticket', id, 'history'] as const,
  qr: (id: number) => ['ticket', id, 'qr'] as const,
  timeEntries: (id: number) => ['ticket', id, 'time-entries'] as const,
  simple: (text: string) => ['ticket-picker', text] as const,
  newTicketAbilities: () => ['new-ticket', 'abilities'] as const,
};
