// Puts the server's per-field messages (a 400's data.fields) on the matching form fields.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api/api-error';

/** Returns true when at least one field got a message. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): boolean {
  if (!isApiError(error)) return false;
  const known = Object.entries(error.fields).filter(([field]) => fieldNames.includes(field));
  known.forEach(([field, message], index) =>
    setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return known.length > 0;
}
