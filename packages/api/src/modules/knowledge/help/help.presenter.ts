// The shapes 'Ayuda' and the new-ticket form read (docs/product/self-service.md#search): article cards, the landing,
// search hits with only <mark> in their highlighted HTML, and similar tickets.
import type { ArticleAudience, ArticleCard, HelpLanding, KbSearchHit, SimilarTicket } from '@tms/contracts';
import type { SimilarTicketRow } from '../../finding';
import type { CardRow, HitRow } from './help.repository';
import { markedHtml } from './kb-search';

export function presentCard(row: CardRow): ArticleCard {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    subCategoryId: row.subCategoryId,
    subCategoryName: row.subCategoryName,
    audience: row.audience as ArticleAudience,
    modifiedDate: row.modifiedDate,
    views: row.views,
    helpfulCount: row.helpfulCount,
  };
}

export function presentLanding(categories: (CardRow & { articleCount: number })[], mostUseful: CardRow[]): HelpLanding {
  const byCategory = new Map<number, HelpLanding['categories'][number]>();
  for (const row of categories) {
    const category = byCategory.get(row.categoryId) ?? {
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      articleCount: row.articleCount,
      articles: [],
    };
    category.articles.push(presentCard(row));
    byCategory.set(row.categoryId, category);
  }
  return { categories: [...byCategory.values()], mostUseful: mostUseful.map(presentCard) };
}

export function presentHit(row: HitRow): KbSearchHit {
  return {
    id: row.id,
    title: row.title,
    titleHighlight: markedHtml(row.titleHighlight),
    fragment: markedHtml(row.fragment),
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    subCategoryName: row.subCategoryName,
    audience: row.audience as ArticleAudience,
    modifiedDate: row.modifiedDate,
    helpfulCount: row.helpfulCount,
  };
}

export const presentSimilarTicket = (row: SimilarTicketRow): SimilarTicket => ({
  id: row.id,
  subject: row.subject,
  statusId: row.statusId,
  status: row.status,
  modifiedDate: row.modifiedDate,
});
