// How rich text (ticket detail, discussion messages) looks, the same in the editor and when only shown.
import type { SxProps, Theme } from '@mui/material';

export const richTextSx = {
  typography: 'body1',
  overflowWrap: 'anywhere',
  '& p': { my: 0.75 },
  '& ul, & ol': { pl: 3, my: 0.75 },
  '& blockquote': { borderLeft: 3, borderColor: 'divider', color: 'text.secondary', pl: 1.5, mx: 0, my: 1 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& a': { color: 'primary.main' },
  '& pre': { bgcolor: 'action.hover', p: 1, borderRadius: 1, overflowX: 'auto' },
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
} satisfies SxProps<Theme>;
