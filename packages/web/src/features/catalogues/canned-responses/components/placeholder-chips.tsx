// The placeholders a canned response may use (the contracts' list, docs/product/catalogues.md#canned-responses), each
// a chip that adds it to the end of the text; keyboard users reach and press them like buttons.
import { useId } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import { cannedResponsePlaceholderLabels, type CannedResponsePlaceholder } from '@tms/contracts';

const placeholders = Object.entries(cannedResponsePlaceholderLabels) as [CannedResponsePlaceholder, string][];

/** The text with `placeholder` added at its end: inside its last paragraph, or in a paragraph of its own. */
export function withPlaceholder(html: string, placeholder: string): string {
  if (!html.endsWith('</p>')) return `${html}<p>${placeholder}</p>`;
  const body = html.slice(0, -'</p>'.length);
  const gap = /(<p[^>]*>|<br>|\s|&nbsp;)$/.test(body) ? '' : ' ';
  return `${body}${gap}${placeholder}</p>`;
}

export function PlaceholderChips({ onInsert }: { onInsert: (placeholder: string) => void }) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        Datos que se llenan al usarla (se agregan al final del texto):
      </Typography>
      {placeholders.map(([placeholder, label]) => (
        <Chip
          key={placeholder}
          label={label}
          title={placeholder}
          size="small"
          variant="outlined"
          onClick={() => onInsert(placeholder)}
        />
      ))}
    </Box>
  );
}
