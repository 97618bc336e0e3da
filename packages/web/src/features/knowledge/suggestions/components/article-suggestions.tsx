// Beside a new ticket's subject and detail (docs/product/self-service.md#suggestions): up to five articles that may
// answer what is being typed, asked for 300 ms after the typing stops (the form never waits for them), and for internal
// users up to five similar open tickets, each a link. An article opens in a dialog; 'Esto resolvió mi problema' there
// counts the deflection and `onResolved` leaves the form without a ticket.
import { useMemo, useState } from 'react';
import { Box, Card, CardContent, LinearProgress, List, ListItem, ListItemButton, Typography } from '@mui/material';
import { suggestionText, type KbSearchHit } from '@tms/contracts';
import { isRichTextEmpty, richTextToText } from '@/components/rich-text/is-rich-text-empty';
import { useDebouncedValue } from '@/components/search-autocomplete/use-debounced-value';
import { TicketLink } from '@/components/ticket-link';
import { HighlightedText } from '../../help/components/highlighted-text';
import { useSuggestions } from '../api/get-suggestions';
import { SuggestedArticleDialog } from './suggested-article-dialog';

export const SUGGESTIONS_DEBOUNCE_MS = 300;
/** The server answers nothing for fewer letters: nothing is asked. */
const MIN_LETTERS = 3;

const letterCount = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

export interface ArticleSuggestionsProps {
  subject: string;
  /** The detail as the editor holds it (rich text). */
  detail: string;
  /** An article answered the question: leave the form without a ticket. */
  onResolved: () => void;
}

function SuggestedArticles({ articles, onOpen }: { articles: KbSearchHit[]; onOpen: (article: KbSearchHit) => void }) {
  return (
    <List aria-label="Artículos sugeridos" disablePadding>
      {articles.map((article) => (
        <ListItem key={article.id} disablePadding divider>
          <ListItemButton onClick={() => onOpen(article)} sx={{ display: 'block', px: 1 }}>
            <Typography sx={{ fontWeight: 500, color: 'primary.main' }}>{article.title}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              <HighlightedText html={article.fragment} />
            </Typography>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

export function ArticleSuggestions({ subject, detail, onResolved }: ArticleSuggestionsProps) {
  // What is typed is read only once the typing stops: a keystroke costs this panel nothing.
  const typedSubject = useDebouncedValue(subject, SUGGESTIONS_DEBOUNCE_MS);
  const typedDetail = useDebouncedValue(detail, SUGGESTIONS_DEBOUNCE_MS);
  const text = useMemo(
    () => suggestionText(typedSubject, isRichTextEmpty(typedDetail) ? '' : richTextToText(typedDetail)),
    [typedSubject, typedDetail],
  );
  const asking = letterCount(text) >= MIN_LETTERS;
  const suggestions = useSuggestions(text, asking);
  const [opened, setOpened] = useState<KbSearchHit | null>(null);
  const articles = (asking && suggestions.data?.articles) || [];
  const tickets = (asking && suggestions.data?.tickets) || [];

  return (
    <Card component="aside" aria-labelledby="article-suggestions-title">
      <CardContent>
        <Typography id="article-suggestions-title" variant="h6" component="h2">
          Artículos sugeridos
        </Typography>
        <Box sx={{ height: 4, my: 1 }}>{suggestions.isFetching && <LinearProgress aria-label="Buscando artículos" />}</Box>
        <Box aria-live="polite">
          {!asking ? (
            <Typography variant="body2" color="text.secondary">
              Escriba el asunto y los detalles: aquí verá artículos que podrían resolver su problema.
            </Typography>
          ) : articles.length > 0 ? (
            <>
              <Typography variant="body2" color="text.secondary">
                Quizá alguno de estos artículos le ayude:
              </Typography>
              <SuggestedArticles articles={articles} onOpen={setOpened} />
            </>
          ) : (
            suggestions.data && (
              <Typography variant="body2" color="text.secondary">
                No hay artículos que coincidan con lo escrito.
              </Typography>
            )
          )}
        </Box>
        {tickets.length > 0 && (
          <Box component="section" aria-labelledby="similar-tickets-title" sx={{ mt: 2 }}>
            <Typography id="similar-tickets-title" variant="subtitle1" component="h3">
              Tickets similares abiertos
            </Typography>
            <List aria-label="Tickets similares abiertos" disablePadding>
              {tickets.map((ticket) => (
                <ListItem key={ticket.id} disableGutters sx={{ display: 'block', py: 0.5 }}>
                  <TicketLink id={ticket.id}>
                    #{ticket.id} {ticket.subject}
                  </TicketLink>
                  <Typography variant="caption" component="p" color="text.secondary">
                    {ticket.status}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </Box>
        )}
      </CardContent>
      <SuggestedArticleDialog
        articleId={opened?.id ?? null}
        title={opened?.title ?? ''}
        onClose={() => setOpened(null)}
        onResolved={onResolved}
      />
    </Card>
  );
}
