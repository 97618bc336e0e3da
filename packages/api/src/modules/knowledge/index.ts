// The knowledge context (docs/product/self-service.md): knowledge-base articles and their versions, and what 'Ayuda'
// and the new-ticket form read — the landing, the search and the suggestions. Other contexts import only from here.
import { articlesRoutes } from './articles/articles.routes';
import { helpRoutes } from './help/help.routes';

export const knowledgeRoutes = [articlesRoutes, helpRoutes];
