// The banner for a failed catalogue call (docs/product/catalogues.md#errors): a refusal the user solves another way
// is a warning — related records still point at the row (`resource.in_use`: deactivate it instead), or the company
// must keep a default calendar (`calendar.default_required`: make another the default first); anything else is an
// error with the server's message.
import { hasErrorCode, isInUse } from '@/lib/api/api-error';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';

const isGuidance = (error: unknown) => isInUse(error) || hasErrorCode(error, 'calendar.default_required');

export function notifyFailure(error: unknown) {
  if (isGuidance(error)) notify.warning(errorMessage(error));
  else notify.error(errorMessage(error));
}
