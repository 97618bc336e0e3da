// The theme of the signed-in frame: the app's theme with the Data Grid's Spanish texts. Only signed-in screens hold
// grids, so the public screens (/sign-in) load none of the grid's texts.
import { createTheme } from '@mui/material/styles';
import { esES as dataGridEsES } from '@mui/x-data-grid/locales';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { theme } from '../theme';

export const signedInTheme = createTheme(theme, dataGridEsES);
