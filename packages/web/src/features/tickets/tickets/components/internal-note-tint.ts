// The background of an internal note, in the discussion and in the editor while one is written.
import { alpha, type Theme } from '@mui/material';

export const internalNoteTint = (theme: Theme) => alpha(theme.palette.warning.main, 0.12);
