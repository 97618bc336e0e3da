// Everything the screens rely on: theme and baseline styles, data cache, banners. A session that ends (sign-out,
// a 401, another tab signing out) also drops the cached data, which belonged to that user.
// Banners (lib/notify.ts: one at a time) sit in the landmark 'Avisos'. From `md` up they show at the top, centred in
// the top bar over the page title, so they cover no button (the bar's are at its ends), no page header action (the
// back button on the left, the screen's actions on the right) and no form, editor or 'Enviar mensaje' below. A phone's
// top bar and header have no such room: there they sit at the bottom, the width of the screen, compactly. Their code
// (app/app-banners.tsx, with notistack) loads after the first view.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Box, CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { onBannerHostWanted } from '@/lib/notify';
import { whenPageSettled } from '@/lib/when-page-settled';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session/session-store';
import { theme } from './theme';

const BANNER_AREA_LABEL = 'Avisos';

const AppBanners = lazy(() => import('./app-banners').then((module) => ({ default: module.AppBanners })));

/** Where notistack's container (anchored top centre) sits: inside the top bar, or at the bottom of a phone. */
const bannerAreaSx = {
  '& .notistack-SnackbarContainer': { top: { xs: 'auto', md: 8 }, bottom: { xs: 8, md: 'auto' } },
} as const;

/**
 * Whether the banners' code (notistack) is wanted: after the first view, once the page has settled, or at once when
 * a banner is raised before then.
 */
function useBannersWanted() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const forgetSettled = whenPageSettled(want);
    const forgetWanted = onBannerHostWanted(want);
    return () => {
      forgetSettled();
      forgetWanted();
    };
  }, [wanted]);
  return wanted;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [bannerArea, setBannerArea] = useState<HTMLElement | null>(null);
  const bannersWanted = useBannersWanted();

  useEffect(
    () =>
      sessionStore.subscribe(() => {
        if (!sessionStore.get()) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {children}
        <Box role="region" aria-label={BANNER_AREA_LABEL} ref={setBannerArea} sx={bannerAreaSx} />
        {bannersWanted && bannerArea && (
          <Suspense fallback={null}>
            <AppBanners bannerArea={bannerArea} />
          </Suspense>
        )}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
