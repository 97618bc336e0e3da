// Cache keys of the ticket screen. A ticket's own reads (history, QR) sit under its detail key, so refreshing the
// ticket refreshes them too.
export const ticketQueryKeys = {
  detail: (id: number) => ['ticket', id] as const,
  history: (id: number) => ['ticket', id, 'history'] as const,
  qr: (id: number) => ['ticket', id, 'qr'] as const,
  simple: (text: string) => ['ticket-picker', text] as const,
  categories: () => ['ticket-lookups', 'categories'] as const,
  subCategories: (categoryId: number) => ['ticket-lookups', 'sub-categories', categoryId] as const,
  severities: () => ['ticket-lookups', 'severities'] as const,
};
