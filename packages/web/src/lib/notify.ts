// Success, warning and error banners (notistack), the message types of docs/product/conventions.md#error-messages.
// One banner at a time: a new one takes the place of the one shown, so they never stack over the screen. A success
// answers one action of the user and hides by itself (each save says 'Datos Guardados Correctamente.' again); an error
// or a warning stays until the user closes it, and the same one raised again while it shows is not repeated (a burst of
// failing calls says it once: its key is its text). Leaving a screen takes its banners along (`dismissBannersOnLeave`).
// notistack itself is not part of the first view: the banner host (lib/notify-provider.tsx) brings it and connects here
// once it is mounted. Banners raised before that wait for it, in order, and ask for it to be loaded at once.
import type { closeSnackbar, enqueueSnackbar, SnackbarKey } from 'notistack';

type BannerVariant = 'success' | 'warning' | 'error';

/** What notify needs of a mounted notistack provider. */
export interface BannerHost {
  enqueueSnackbar: typeof enqueueSnackbar;
  closeSnackbar: typeof closeSnackbar;
}

let host: BannerHost | null = null;
/** What was asked before the host was mounted, in order. */
const pending: ((connected: BannerHost) => void)[] = [];
const wantedListeners = new Set<() => void>();

/** The banner last raised; it may have closed since (closing an absent banner does nothing). */
let latest: { key: SnackbarKey; raisedAt: number } | null = null;

/** Runs `action` with the host: now if it is mounted, else once it is (and asks for it). */
function withHost(action: (connected: BannerHost) => void) {
  if (host) {
    action(host);
    return;
  }
  pending.push(action);
  for (const listener of wantedListeners) listener();
}

/** The banner host is mounted (its provider constructed): what waited for it runs now, in order. */
export function connectBannerHost(connected: BannerHost) {
  host = connected;
  for (const action of pending.splice(0)) action(connected);
  return () => {
    if (host === connected) host = null;
  };
}

/** Hears when a banner waits for the host to be loaded; returns the unsubscribe function. */
export function onBannerHostWanted(listener: () => void) {
  wantedListeners.add(listener);
  if (pending.length > 0) listener();
  return () => {
    wantedListeners.delete(listener);
  };
}

function show(variant: BannerVariant, message: string) {
  const raisedAt = performance.now();
  withHost(({ enqueueSnackbar, closeSnackbar }) => {
    const lasting = variant !== 'success';
    const key = lasting ? `${variant}:${message}` : undefined;
    if (latest && latest.key !== key) closeSnackbar(latest.key);
    const shownKey = enqueueSnackbar(message, { variant, key, persist: lasting, preventDuplicate: lasting });
    latest = { key: shownKey, raisedAt };
  });
}

export const notify = {
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
};

/**
 * The user left the screen: its banner goes, unless it was raised after the user's last input (`lastInputAt`, a
 * performance.now() time). Such a banner answers the action that led here ('Ticket creado' on the new ticket's screen,
 * 'Debe cambiar su contraseña' on the password change) and stays until it hides or is closed.
 */
export function dismissBannersOnLeave(lastInputAt: number) {
  // No host and nothing waiting for it: no banner was raised, so none is to go (and notistack need not load for it).
  if (!host && pending.length === 0) return;
  withHost(({ closeSnackbar }) => {
    if (!latest || latest.raisedAt > lastInputAt) return;
    closeSnackbar(latest.key);
    latest = null;
  });
}
