// What readers call (docs/product/self-service.md#search and #suggestions): the landing of 'Ayuda', a category's
// articles, the search as one types and the suggestions while a ticket is written. Every signed-in user; only the
// published articles of their audience (articles.policy.ts), and similar open tickets for internal users only.
import {
  HELP_LANDING_ARTICLES,
  SUGGESTIONS_LIMIT,
  type HelpListQueryParsed,
  type KbSearchQueryParsed,
  type KbSuggestions,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { AuthUser } from '../../../plugins/current-user';
import { similarOpenTickets } from '../../finding';
import { articlesPolicy } from '../articles/articles.policy';
import { presentCard, presentHit, presentLanding, presentSimilarTicket } from './help.presenter';
import { helpRepository as repository } from './help.repository';
import { searchText, wordsOf } from './kb-search';

/** Words of the search box read (the rest of a long paste is ignored). */
const SEARCH_WORDS = 8;
/** Words of a ticket's subject and detail the suggestions read; shorter words say little. */
const SUGGESTION_WORDS = 12;
const SUGGESTION_WORD_MIN = 3;

export function createHelpService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;

  return {
    async landing(user: AuthUser) {
      const [categories, mostUseful] = await Promise.all([
        repository.landingCategories(db, user),
        repository.list(db, user, { categoryId: null, subCategoryId: null }, 'helpful', {
          limit: HELP_LANDING_ARTICLES,
          offset: 0,
        }),
      ]);
      return presentLanding(categories, mostUseful.rows);
    },

    async list(user: AuthUser, query: HelpListQueryParsed) {
      const page = await repository.list(db, user, query, query.sortField, {
        limit: query.pageSize,
        offset: query.page * query.pageSize,
      });
      return { rows: page.rows.map(presentCard), total: page.total };
    },

    async search(user: AuthUser, query: KbSearchQueryParsed) {
      const search = await searchText(db, query.q, { maxWords: SEARCH_WORDS, asTyped: true });
      const page = await repository.search(db, user, search, query.categoryId, {
        limit: query.pageSize,
        offset: query.page * query.pageSize,
      });
      return { rows: page.rows.map(presentHit), total: page.total };
    },

    async suggestions(user: AuthUser, text: string): Promise<KbSuggestions> {
      const options = { maxWords: SUGGESTION_WORDS, minLength: SUGGESTION_WORD_MIN, asTyped: false };
      // The similar tickets read the words as written, not their corrections: they start at once, beside the articles'
      // two statements (the vocabulary's corrections, then the matches).
      const [articles, tickets] = await Promise.all([
        searchText(db, text, options).then((search) => repository.suggest(db, user, search, SUGGESTIONS_LIMIT)),
        articlesPolicy.isInternal(user)
          ? similarOpenTickets(db, user, wordsOf(text, options.maxWords, options.minLength), SUGGESTIONS_LIMIT)
          : Promise.resolve([]),
      ]);
      return { articles: articles.map(presentHit), tickets: tickets.map(presentSimilarTicket) };
    },
  };
}
