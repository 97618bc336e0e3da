// Success, warning and error banners (notistack), the message types of spec 8.
import { enqueueSnackbar } from 'notistack';

export const notify = {
  success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
  warning: (message: string) => enqueueSnackbar(message, { variant: 'warning' }),
  error: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
};
