// Reusable field schemas carrying the spec's Spanish messages.
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

/** A required id chosen from a list: -1 and 0 are the forms' "nothing chosen". */
export const requiredId = (message: string = messages.fieldRequired) =>
  z.coerce.number({ error: message }).int(message).positive(message);

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
