// /help/articles/{id}: an article under 'Ayuda' (docs/product/self-service.md#search), the reading counted as a view,
// with '¿Le fue útil?' below it. An article the reader may not read (another audience, not published) or none is the
// server's 404: the page says so and leads back to 'Ayuda'.
import { Link as RouterLink, useParams } from 'react-router';
import { Button, Card, CardContent, Divider, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { helpScreen } from '@tms/contracts';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { hasErrorCode } from '@/lib/api/api-error';
import { useArticle } from '../../articles/api/get-article';
import { ArticleFeedback } from '../components/article-feedback';
import { ArticleView } from '../components/article-view';

const idOf = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

function ArticleContent({ id }: { id: number | null }) {
  const article = useArticle(id);
  if (id === null || hasErrorCode(article.error, 'resource.not_found') || hasErrorCode(article.error, 'request.invalid')) {
    return (
      <>
        <PageHeader title="Artículo no disponible" />
        <EmptyState text="El artículo no existe o no está disponible." />
      </>
    );
  }
  if (article.isError) return <LoadError error={article.error} onRetry={() => void article.refetch()} />;
  if (!article.data) return <LoadingScreen />;
  return (
    <Card component="article">
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <ArticleView article={article.data} />
        <Divider sx={{ my: 3 }} />
        <ArticleFeedback key={article.data.id} article={article.data} />
      </CardContent>
    </Card>
  );
}

export function HelpArticlePage() {
  const params = useParams();
  return (
    <Stack spacing={2}>
      <div>
        <Button component={RouterLink} to={helpScreen.path} startIcon={<ArrowBackIcon />}>
          {helpScreen.label}
        </Button>
      </div>
      <ArticleContent id={idOf(params.id)} />
    </Stack>
  );
}
