// 'Calificación' in the ticket's summary (docs/product/service-quality.md#satisfaction-surveys): the creator's rating
// as its face, its number and words, and the comment. Loaded only when a rated ticket is shown.
import { Box } from '@mui/material';
import { ratingLabels, type Satisfaction } from '@tms/contracts';
import { ratingFaces } from '@/components/rating-faces';

/** A rating as its face, its number and its words, with the comment below. */
export function RatingFact({ satisfaction }: { satisfaction: Satisfaction }) {
  const Face = ratingFaces[satisfaction.rating - 1];
  return (
    <>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <Face fontSize="small" color="primary" aria-hidden />
        {satisfaction.rating} de 5 · {ratingLabels[satisfaction.rating - 1]}
      </Box>
      {satisfaction.comment && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontStyle: 'italic' }}>
          “{satisfaction.comment}”
        </Box>
      )}
    </>
  );
}
