// Material theme in Mexican Spanish: MUI's Spanish texts for components, Roboto, and the product's colours (indigo
// primary, dark navigation). The Data Grid's Spanish texts are not in it: each grid is given them
// (components/data-table/data-grid-view.tsx), so no second theme is built for the signed-in screens.
// A person who asks the system for less motion gets none: MUI's transitions and ripples follow the preference
// (`motion.reducedMotion: 'system'`), and the base styles turn off every other CSS transition (a button's colour
// change, a panel's collapse), so what shows is the settled state at once.
// Contrast (WCAG AA, checked by theme.test.ts): every palette colour reads at 4.5:1 or more as text on the page and
// on paper (an outlined chip) and under light text (an avatar's initials, a filled chip), the warning colour also on
// its 12 % tint (an internal note); MUI's own orange and light blue do not. Whatever has the keyboard focus wears one
// ring, a colour that stands out 3:1 from the light pages and from the dark navigation alike.
import { createTheme } from '@mui/material/styles';
import { esES as materialEsES } from '@mui/material/locale';

export const SIDEBAR_WIDTH = 270;
export const TOP_BAR_HEIGHT = 64;

export const navigationColors = {
  background: '#1C2536',
  text: '#EDF2F7',
  muted: '#A6ADB7',
  hover: 'rgba(255, 255, 255, 0.06)',
  active: 'rgba(255, 255, 255, 0.10)',
};

/** The keyboard focus ring: 3:1 or more against the page, paper and the navigation's background. */
export const FOCUS_RING_COLOR = '#6279F2';

const focusRing = { outline: `3px solid ${FOCUS_RING_COLOR}`, outlineOffset: '2px' };
/** Whatever the keyboard is on; a checkbox, radio or switch holds the focus in a hidden input, so its visible part. */
const FOCUSED = [
  'html :focus-visible',
  ...['MuiCheckbox-root', 'MuiRadio-root', 'MuiSwitch-switchBase'].map((name) => `html .${name}.Mui-focusVisible`),
].join(', ');

const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';

const noTransitions = {
  '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important' },
  html: { scrollBehavior: 'auto !important' },
};

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#4F46E5', light: '#818CF8', dark: '#3730A3', contrastText: '#FFFFFF' },
      secondary: { main: '#0E7490' },
      info: { main: '#0369A1' },
      warning: { main: '#A84300' },
      background: { default: '#F8F9FA', paper: '#FFFFFF' },
    },
    motion: { reducedMotion: 'system' },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2.25rem', fontWeight: 600 },
      h2: { fontSize: '1.875rem', fontWeight: 600 },
      h3: { fontSize: '1.5rem', fontWeight: 600 },
      h4: { fontSize: '1.5rem', fontWeight: 600 },
      h5: { fontSize: '1.25rem', fontWeight: 600 },
      h6: { fontSize: '1.0625rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // `html` outweighs the `outline: 0` MUI gives its buttons; a text field keeps its own focused border instead.
      MuiCssBaseline: { styleOverrides: { [FOCUSED]: focusRing, [REDUCED_MOTION]: noTransitions } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiButton: { defaultProps: { disableElevation: true } },
      // A read-only field's explanation ('Solo el responsable cambia el estatus.') must stay readable: MUI greys
      // it out with the field, below the contrast WCAG asks of text.
      MuiFormHelperText: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
      },
    },
  },
  materialEsES,
);
