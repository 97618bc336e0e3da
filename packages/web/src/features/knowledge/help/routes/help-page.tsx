// /help 'Ayuda' (every signed-in user, docs/product/self-service.md#knowledge-base): a search with results as one
// types; without words, 'Artículos más útiles' and the articles grouped by category. Only published articles of the
// reader's audience appear.
import { useState } from 'react';
import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { helpScreen, knowledgeMessages, type HelpLanding } from '@tms/contracts';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { useHelpLanding } from '../api/get-help-landing';
import { ArticleLinkList } from '../components/article-link-list';
import { HelpSearch } from '../components/help-search';

const articlesText = (count: number) => (count === 1 ? '1 artículo' : `${count} artículos`);

function HelpLandingSections({ landing }: { landing: HelpLanding }) {
  if (landing.categories.length === 0) return <EmptyState text="Aún no hay artículos publicados." />;
  return (
    <Stack spacing={3}>
      {landing.mostUseful.length > 0 && (
        <Card component="section" aria-labelledby="help-most-useful">
          <CardContent>
            <Typography id="help-most-useful" variant="h6" component="h2" gutterBottom>
              {knowledgeMessages.mostUseful}
            </Typography>
            <ArticleLinkList label={knowledgeMessages.mostUseful} articles={landing.mostUseful} showCategory />
          </CardContent>
        </Card>
      )}
      <Grid container spacing={3}>
        {landing.categories.map((category) => {
          const headingId = `help-category-${category.categoryId}`;
          return (
            <Grid key={category.categoryId} size={{ xs: 12, md: 6 }}>
              <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography id={headingId} variant="h6" component="h2">
                    {category.categoryName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {articlesText(category.articleCount)}
                  </Typography>
                  <ArticleLinkList label={category.categoryName} articles={category.articles} />
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Stack>
  );
}

export function HelpPage() {
  const [text, setText] = useState('');
  const landing = useHelpLanding();
  return (
    <>
      <PageHeader title={helpScreen.label} subtitle="Encuentre respuestas antes de crear un ticket." />
      <Stack spacing={3}>
        <HelpSearch text={text} onTextChange={setText} />
        {!text.trim() &&
          (landing.isError ? (
            <LoadError error={landing.error} onRetry={() => void landing.refetch()} />
          ) : landing.data ? (
            <HelpLandingSections landing={landing.data} />
          ) : (
            <LoadingScreen />
          ))}
      </Stack>
    </>
  );
}
