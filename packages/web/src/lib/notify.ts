// Success, warning and error banners (notistack), the message types of docs/product/conventions.md#error-messages.
// The provider drops a banner equal to one still shown (so a burst of failing calls says it once); a success answers
// one action of the user, so each save says 'Datos Guardados Correctamente.' even while the previous one is still on
// screen.
import { enqueueSnackbar } from 'notistack';

export const notify = {
  success: (message: string) => enqueueSnackbar(message, { variant: 'success', preventDuplicate: false }),
  warning: (message: string) => enqueueSnackbar(message, { variant: 'warning' }),
  error: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
};
