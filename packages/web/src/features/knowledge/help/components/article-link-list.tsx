// A list of articles as 'Ayuda' shows them: each title opens the article's page, with its category and the start of
// its text.
import { Link as RouterLink } from 'react-router';
import { Link, List, ListItem, Typography } from '@mui/material';
import { helpArticlePath, type ArticleCard } from '@tms/contracts';

interface ArticleLinkListProps {
  label: string;
  articles: readonly ArticleCard[];
  /** Show each article's category (lists mixing categories). */
  showCategory?: boolean;
}

export function ArticleLinkList({ label, articles, showCategory = false }: ArticleLinkListProps) {
  return (
    <List aria-label={label} disablePadding>
      {articles.map((article) => (
        <ListItem key={article.id} disableGutters sx={{ display: 'block', py: 1 }}>
          <Link component={RouterLink} to={helpArticlePath(article.id)} underline="hover" sx={{ fontWeight: 500 }}>
            {article.title}
          </Link>
          {showCategory && (
            <Typography variant="caption" component="p" color="text.secondary">
              {article.categoryName}
              {article.subCategoryName && ` › ${article.subCategoryName}`}
            </Typography>
          )}
          {article.summary && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {article.summary}
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}
