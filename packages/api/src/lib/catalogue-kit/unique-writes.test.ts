// The database errors a write turns into Spanish answers: a duplicate per unique index, a reference that vanished,
// a row still referenced; any other error goes through as it came. Driver errors arrive bare (node-postgres, PGlite)
// or wrapped in Drizzle's query error.
import { describe, expect, it } from 'vitest';
import { messages } from '@tms/contracts';
import { SqlState } from '../database-errors';
import { AppError, badRequest } from '../errors';
import { stillReferenced } from './deletion';
import { duplicateOf, refusingWrite, uniqueWrite, vanishedReference } from './unique-writes';

const driverError = (code: string, constraint?: string) => Object.assign(new Error('driver'), { code, constraint });
const wrapped = (cause: Error) => Object.assign(new Error('Failed query'), { query: 'INSERT …', params: [], cause });
const failing = (error: Error) => () => Promise.reject(error);

const taken = (field: string) => badRequest({ [field]: `${field} tomado` }, `${field} tomado`);
const byIndex = duplicateOf({ users_user_name_uq: () => taken('userName'), users_email_uq: () => taken('email') });

describe('unique writes', () => {
  it('answers the write itself when nothing is refused', async () => {
    expect(await refusingWrite(() => Promise.resolve(7), byIndex)).toBe(7);
  });

  it('refuses a duplicate with the error of the unique index it hit, bare or wrapped by Drizzle', async () => {
    for (const error of [
      driverError(SqlState.UniqueViolation, 'users_email_uq'),
      wrapped(driverError(SqlState.UniqueViolation, 'users_email_uq')),
    ]) {
      await expect(refusingWrite(failing(error), byIndex)).rejects.toMatchObject({
        statusCode: 400,
        fields: { email: 'email tomado' },
      });
    }
  });

  it('lets through a duplicate on an index it does not name, and errors none of its refusals recognise', async () => {
    const other = driverError(SqlState.UniqueViolation, 'other_uq');
    await expect(refusingWrite(failing(other), byIndex)).rejects.toBe(other);
    const failure = new Error('disco lleno');
    await expect(refusingWrite(failing(failure), byIndex, vanishedReference, stillReferenced)).rejects.toBe(failure);
  });

  it('answers a vanished reference with a 400 and a referenced row with a 409, as the caller asks', async () => {
    const foreignKey = wrapped(driverError(SqlState.ForeignKeyViolation, 'users_role_id_fk'));
    await expect(refusingWrite(failing(foreignKey), byIndex, vanishedReference)).rejects.toMatchObject({ statusCode: 400 });
    await expect(refusingWrite(failing(foreignKey), stillReferenced)).rejects.toMatchObject({
      statusCode: 409,
      message: messages.conflict,
    });
  });

  it('refuses any duplicate of a catalogue with its field messages', async () => {
    const refused = uniqueWrite(failing(driverError(SqlState.UniqueViolation)), { code: 'Ya existe' });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ statusCode: 400, fields: { code: 'Ya existe' } });
  });
});
