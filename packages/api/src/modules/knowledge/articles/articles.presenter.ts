// The whitelisted shapes of articles (docs/product/self-service.md#knowledge-base): the writers' rows, one article
// with its images signed for the reader and, for writers only, its counts; the versions.
import type { Article, ArticleAudience, ArticleRow, ArticleStatus, ArticleVersion } from '@tms/contracts';
import { withSignedImages, type LinkHolder } from '../../../lib/file-links';
import type { TokenService } from '../../../lib/tokens';
import type { ArticleCountsRow, ArticleDetailData, ArticleRowData, VersionRow } from './articles.repository';

const countsOf = (row: ArticleCountsRow) => ({
  views: row.views,
  helpful: row.helpful,
  notHelpful: row.notHelpful,
  deflections: row.deflections,
});

export function presentArticleRow(row: ArticleRowData): ArticleRow {
  return {
    id: row.id,
    title: row.title,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    subCategoryId: row.subCategoryId,
    subCategoryName: row.subCategoryName,
    audience: row.audience as ArticleAudience,
    entityTypeIds: row.entityTypeIds,
    status: row.status as ArticleStatus,
    version: row.version,
    modifiedDate: row.modifiedDate,
    modifiedByName: row.modifiedByName,
    counts: countsOf(row),
  };
}

export interface ArticleReader {
  tokens: TokenService;
  holder: LinkHolder;
  /** Holds permission 32: sees the counts and may edit. */
  writer: boolean;
  myFeedback: boolean | null;
}

export function presentArticle(row: ArticleDetailData, reader: ArticleReader): Article {
  return {
    ...presentArticleRow(row),
    body: withSignedImages(reader.tokens, row.body, reader.holder),
    createdDate: row.createdDate,
    counts: reader.writer ? countsOf(row) : null,
    myFeedback: reader.myFeedback,
    canEdit: reader.writer,
  };
}

export function presentVersion(row: VersionRow, tokens: TokenService, holder: LinkHolder): ArticleVersion {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    body: withSignedImages(tokens, row.body, holder),
    categoryId: row.categoryId,
    subCategoryId: row.subCategoryId,
    audience: row.audience as ArticleAudience,
    entityTypeIds: row.entityTypeIds,
    status: row.status as ArticleStatus,
    restoredFrom: row.restoredFrom,
    createdDate: row.createdDate,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
  };
}
