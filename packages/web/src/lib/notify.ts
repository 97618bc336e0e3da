// Success, warning and error banners (notistack), the message types of docs/product/conventions.md#error-messages.
// One banner at a time: a new one takes the place of the one shown, so they never stack over the screen. A success
// answers one action of the user and hides by itself (each save says 'Datos Guardados Correctamente.' again); an error
// or a warning stays until the user closes it, and the same one raised again while it shows is not repeated (a burst of
// failing calls says it once: its key is its text). Leaving a screen takes its banners along (`dismissBannersOnLeave`).
import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';

type BannerVariant = 'success' | 'warning' | 'error';

/** The banner last raised; it may have closed since (closing an absent banner does nothing). */
let latest: { key: SnackbarKey; raisedAt: number } | null = null;

function show(variant: BannerVariant, message: string) {
  const lasting = variant !== 'success';
  const key = lasting ? `${variant}:${message}` : undefined;
  if (latest && latest.key !== key) closeSnackbar(latest.key);
  const shownKey = enqueueSnackbar(message, { variant, key, persist: lasting, preventDuplicate: lasting });
  latest = { key: shownKey, raisedAt: performance.now() };
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
  if (!latest || latest.raisedAt > lastInputAt) return;
  closeSnackbar(latest.key);
  latest = null;
}
