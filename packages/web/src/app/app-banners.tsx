// The app's banners (lib/notify.ts: one at a time), loaded after the first view (app/providers.tsx), in the landmark
// 'Avisos' that the providers give them. Each has a 'Cerrar' button.
import { IconButton } from '@mui/material';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { closeSnackbar, MaterialDesignContent, type SnackbarKey } from 'notistack';
import { NotifyProvider } from '@/lib/notify-provider';

const BANNER_DURATION_MS = 5000;
const BANNER_MAX_WIDTH = 420;

/** notistack's banners in colours whose text meets WCAG AA contrast (its defaults do not, orange and green). */
const Banner = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1B5E20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#B71C1C' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579B' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#ED6C02', color: 'rgba(0, 0, 0, 0.87)' },
});
const bannerComponents = { success: Banner, error: Banner, info: Banner, warning: Banner, default: Banner };

// Its focus ring takes the banner's text colour, which stands out on the banner's own.
const closeBanner = (key: SnackbarKey) => (
  <IconButton
    aria-label="Cerrar"
    color="inherit"
    size="small"
    onClick={() => closeSnackbar(key)}
    sx={{ '&:focus-visible': { outlineColor: 'currentColor' } }}
  >
    <CloseIcon fontSize="small" />
  </IconButton>
);

export function AppBanners({ bannerArea }: { bannerArea: HTMLElement }) {
  return (
    <NotifyProvider
      maxSnack={1}
      autoHideDuration={BANNER_DURATION_MS}
      dense
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      style={{ maxWidth: BANNER_MAX_WIDTH }}
      action={closeBanner}
      Components={bannerComponents}
      domRoot={bannerArea}
    />
  );
}
