// Reusable field schemas carrying the Spanish messages of docs/product/conventions.md#validation.
import { z } from 'zod';
import { messages } from './messages';

export const requiredText = (max: number, requiredMessage: string = messages.fieldRequired) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, messages.maxLength(max));

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.maxLength(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** The largest id a table holds (PostgreSQL integer): a larger one is refused before it reaches the database. */
export const MAX_ID = 2_147_483_647;

/** A required id chosen from a list: -1 and 0 are the forms' "nothing chosen". */
export const requiredId = (message: string = messages.fieldRequired) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, messages.invalidId);

/** An id named in a path (`c/{id}`): anything but a whole number from 1 to MAX_ID is refused. */
export const pathId = z.coerce
  .number({ error: messages.invalidId })
  .int(messages.invalidId)
  .positive(messages.invalidId)
  .max(MAX_ID, messages.invalidId);

/** An optional id filter of a query (`?categoryId=`): a path id's rules, null when absent. */
export const optionalIdFilter = pathId.nullish().transform((v) => v ?? null);

/** Mexican phone: 10 digits, optionally preceded by +52; spaces, dashes and parentheses allowed between digits. */
export const PHONE_PATTERN = /^(\+?52[\s-]?)?(\(?\d{2,3}\)?[\s-]?)\d{3,4}[\s-]?\d{4}$/;

export const isValidPhone = (value: string) =>
  PHONE_PATTERN.test(value) && value.replace(/^\+?52/, '').replace(/\D/g, '').length === 10;

export const optionalPhone = z
  .string()
  .trim()
  .max(50, messages.maxLength(50))
  .refine((v) => v === '' || isValidPhone(v), messages.invalidPhone)
  .nullish()
  .transform((v) => (v ? v : null));

export const email = z
  .string({ error: messages.invalidEmail })
  .trim()
  .min(1, messages.invalidEmail)
  .max(255, messages.maxLength(255))
  .pipe(z.email({ error: messages.invalidEmail }));
