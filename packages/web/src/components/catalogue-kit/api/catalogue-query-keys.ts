// Cache keys of one catalogue: every read of it sits under `all`, so any write refreshes them together.
export const catalogueQueryKeys = (name: string) => ({
  all: [name] as const,
  list: [name, 'list'] as const,
  detail: (id: number) => [name, 'detail', id] as const,
  /** Other reads of the catalogue (a parent's rows, a combined view): ['name', ...parts]. */
  of: (...parts: (string | number)[]) => [name, ...parts] as const,
});

export type CatalogueQueryKeys = ReturnType<typeof catalogueQueryKeys>;
