// notistack's provider connected to lib/notify.ts: once it is mounted, banners raised before it show, and new ones show
// at once. The app loads it after the first view (app/app-banners.tsx); tests render it as it is.
import { useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type SnackbarProviderProps } from 'notistack';
import { connectBannerHost } from './notify';

export function NotifyProvider(props: SnackbarProviderProps) {
  // An effect runs after the provider has been constructed, which is when notistack's enqueueSnackbar starts to work.
  useEffect(() => connectBannerHost({ enqueueSnackbar, closeSnackbar }), []);
  return <SnackbarProvider {...props} />;
}
