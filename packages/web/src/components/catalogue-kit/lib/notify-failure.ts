// The banner for a failed catalogue call (spec 8): a 409 means related records still point at the row, which the
// user solves by deactivating them, so it is a warning; anything else is an error with the server's message.
import { isApiError } from '@/lib/api/api-error';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';

export const isConflict = (error: unknown) => isApiError(error) && error.status === 409;

export function notifyFailure(error: unknown) {
  if (isConflict(error)) notify.warning(errorMessage(error));
  else notify.error(errorMessage(error));
}
