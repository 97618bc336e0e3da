// Cache keys of the knowledge base: every read sits under `all`, so a writer's save (or a restore) refreshes the
// writers' list and record as well as what 'Ayuda' and the suggestions show.

const all = ['knowledge'] as const;

export const knowledgeQueryKeys = {
  all,
  articles: (query: object) => [...all, 'articles', query] as const,
  article: (id: number, countView: boolean) => [...all, 'article', id, countView] as const,
  versions: (id: number) => [...all, 'versions', id] as const,
  landing: [...all, 'landing'] as const,
  search: (text: string) => [...all, 'search', text] as const,
  suggestions: (text: string) => [...all, 'suggestions', text] as const,
};
