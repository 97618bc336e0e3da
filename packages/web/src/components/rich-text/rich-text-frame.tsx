// The frame of a rich-text field: its label, a bordered box (red on an error) holding the text, and its message. The
// editor and the stand-in shown while the editor loads (form-rich-text-field) both draw it, so the two look alike; it
// imports none of the editor, so the stand-in stays out of the editor's chunk.
import type { ReactNode } from 'react';
import { Box, FormHelperText, InputLabel, type SxProps, type Theme } from '@mui/material';

/** The least height of the text where it can be edited, in pixels. */
export const RICH_TEXT_MIN_HEIGHT = 160;

/** The space between the frame's border and the text. */
export const richTextPaddingSx = { px: 1.5, py: 1 } satisfies SxProps<Theme>;

/** The height of the editor's toolbar on one line (its buttons and their padding), kept by the stand-in before it. */
export const RICH_TEXT_TOOLBAR_HEIGHT = 39;

/** The box of the editor's toolbar, above the text. */
export const richTextToolbarSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 0.25,
  px: 0.5,
  py: 0.25,
  borderBottom: 1,
  borderColor: 'divider',
  minHeight: RICH_TEXT_TOOLBAR_HEIGHT,
} satisfies SxProps<Theme>;

export interface RichTextFrameProps {
  label: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  /** Marks the field as still loading (aria-busy). */
  busy?: boolean;
  /** More styles of the bordered box. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function RichTextFrame({ label, required, error = false, helperText, busy = false, sx, children }: RichTextFrameProps) {
  return (
    <Box aria-busy={busy ? 'true' : undefined}>
      <InputLabel required={required} error={error} shrink sx={{ mb: 0.5 }}>
        {label}
      </InputLabel>
      <Box
        sx={[{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {children}
      </Box>
      {helperText && <FormHelperText error={error}>{helperText}</FormHelperText>}
    </Box>
  );
}
