// Writes that may hit a unique index (a code, a branch per category, a level per severity, a task per task type, a
// user name): the duplicate becomes a 400 with the field's Spanish message instead of a 500. A reference another
// request removed meanwhile becomes a 400 too, where the service asks for it.
import { isForeignKeyViolation, isUniqueViolation, violatedConstraint } from '../database-errors';
import { badRequest, duplicate, type AppError } from '../errors';

/** The Spanish answer to a database error it recognises; undefined for any other. */
export type Refusal = (error: unknown) => AppError | undefined;

/** Runs a write; a database error one of `refusals` recognises becomes its answer, any other is thrown as it came. */
export async function refusingWrite<T>(write: () => Promise<T>, ...refusals: Refusal[]): Promise<T> {
  try {
    return await write();
  } catch (error) {
    for (const refuse of refusals) {
      const answer = refuse(error);
      if (answer) throw answer;
    }
    throw error;
  }
}

export const uniqueWrite = <T>(write: () => Promise<T>, fields: Record<string, string>): Promise<T> =>
  refusingWrite(write, (error) => (isUniqueViolation(error) ? duplicate(fields) : undefined));

/** Duplicates refused per unique index (by its name), each with its own field's error. */
export const duplicateOf =
  (answers: Record<string, () => AppError>): Refusal =>
  (error) =>
    isUniqueViolation(error) ? answers[violatedConstraint(error) ?? '']?.() : undefined;

/** A referenced row (a role, a branch) removed while the write ran: the chosen option no longer exists. */
export const vanishedReference: Refusal = (error) => (isForeignKeyViolation(error) ? badRequest() : undefined);
