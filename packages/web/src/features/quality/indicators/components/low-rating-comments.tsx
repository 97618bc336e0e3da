// 'Calificaciones bajas' (docs/product/service-quality.md#indicators): the range's ratings of 1 and 2, newest first,
// each with its comment and a link to its ticket; how many there are when the list shows only the newest.
import { Card, CardContent, CardHeader, List, ListItem, ListItemText, Rating, Typography } from '@mui/material';
import type { Indicators } from '@tms/contracts';
import { EMPTY_TABLE_TEXT } from '@/components/data-table/table-defaults';
import { TicketLink } from '@/components/ticket-link';
import { formatDate } from '@/lib/dates';

export function LowRatingComments({ lowRatings }: { lowRatings: Indicators['lowRatings'] | undefined }) {
  const comments = lowRatings?.comments ?? [];
  const shown =
    lowRatings && lowRatings.total > comments.length ? `Las ${comments.length} más recientes de ${lowRatings.total}` : undefined;
  return (
    <Card component="section" aria-labelledby="low-ratings-title">
      <CardHeader
        id="low-ratings-title"
        title="Calificaciones bajas"
        subheader={shown}
        slotProps={{ title: { variant: 'h6', component: 'h2' }, subheader: { variant: 'body2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {lowRatings && comments.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {EMPTY_TABLE_TEXT}
          </Typography>
        )}
        <List disablePadding aria-label="Comentarios de calificaciones bajas">
          {comments.map((comment) => (
            <ListItem key={comment.ticketId} divider disableGutters alignItems="flex-start">
              <ListItemText
                primary={
                  <>
                    <TicketLink id={comment.ticketId}>{`#${comment.ticketId} ${comment.subject}`}</TicketLink>{' '}
                    <Rating value={comment.rating} max={5} readOnly size="small" sx={{ verticalAlign: 'middle' }} />
                  </>
                }
                secondary={`${formatDate(comment.answeredDate)} · ${comment.comment ?? 'Sin comentario'}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
