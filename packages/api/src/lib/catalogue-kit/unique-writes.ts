// Writes that may hit a unique index (a code, a branch per category, a level per severity, a task per task type):
// the duplicate becomes a 400 with the field's Spanish message instead of a 500.
import { isUniqueViolation } from '../database-errors';
import { badRequest } from '../errors';

export async function uniqueWrite<T>(write: () => Promise<T>, fields: Record<string, string>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(fields);
    throw error;
  }
}
