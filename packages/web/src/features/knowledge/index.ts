// What the knowledge base lends other screens, which the app shell composes (a feature never imports another,
// docs/architecture.md): the suggestions beside a new ticket and 'Insertar artículo' for a reply's editor.
export { ArticleSuggestions } from './suggestions/components/article-suggestions';
export { InsertArticleButton } from './article-links/components/insert-article-button';
