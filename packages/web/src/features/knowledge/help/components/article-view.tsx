// An article as its readers see it: the title, where it is filed, when it last changed and its body (rich text the
// server sanitised). The article's page and the suggestions' dialog show it.
import type { ElementType } from 'react';
import { Stack, Typography } from '@mui/material';
import type { Article } from '@tms/contracts';
import { RichTextContent } from '@/components/rich-text/rich-text-content';
import { formatDate } from '@/lib/dates';

interface ArticleViewProps {
  article: Article;
  /** The title's heading: the page's h1, or none where a dialog names the article. */
  titleAs?: ElementType | null;
}

export function ArticleView({ article, titleAs = 'h1' }: ArticleViewProps) {
  return (
    <Stack spacing={2}>
      {titleAs && (
        <Typography variant="h4" component={titleAs} sx={{ overflowWrap: 'anywhere' }}>
          {article.title}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {article.categoryName}
        {article.subCategoryName && ` › ${article.subCategoryName}`} · Actualizado el {formatDate(article.modifiedDate)}
      </Typography>
      <RichTextContent html={article.body} />
    </Stack>
  );
}
