import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isValidatorEnglish } from './error-map';
import { requiredText } from './fields';
import { messages, validationMessages } from './messages';
import { idParams } from './envelope';
import '../index';

// One failing parse per zod issue code, with the Spanish the user reads.
const cases: { code: string; schema: z.ZodType; input: unknown; message: string }[] = [
  { code: 'invalid_type', schema: z.number(), input: undefined, message: messages.fieldRequired },
  { code: 'invalid_type', schema: z.coerce.number(), input: 'abc', message: validationMessages.expectedNumber },
  { code: 'invalid_type', schema: z.string(), input: 5, message: validationMessages.expectedText },
  { code: 'invalid_type', schema: z.boolean(), input: 'x', message: validationMessages.expectedFlag },
  { code: 'invalid_type', schema: z.array(z.number()), input: {}, message: validationMessages.expectedList },
  { code: 'invalid_type', schema: z.object({}), input: [], message: validationMessages.expectedObject },
  { code: 'too_big', schema: z.string().max(2000), input: 'x'.repeat(2001), message: messages.maxLength(2000) },
  { code: 'too_big', schema: z.array(z.number()).max(1), input: [1, 2], message: validationMessages.maxItems(1) },
  { code: 'too_big', schema: z.number().max(10), input: 11, message: validationMessages.maxValue(10) },
  { code: 'too_big', schema: z.number().lt(10), input: 10, message: validationMessages.belowValue(10) },
  { code: 'too_big', schema: z.date().max(new Date(0)), input: new Date(1), message: validationMessages.maxDate },
  { code: 'too_small', schema: z.string().min(1), input: '', message: messages.fieldRequired },
  { code: 'too_small', schema: z.string().min(8), input: 'abc', message: validationMessages.minLength(8) },
  { code: 'too_small', schema: z.array(z.number()).min(1), input: [], message: validationMessages.minItemsOne },
  { code: 'too_small', schema: z.number().positive(), input: 0, message: validationMessages.aboveValue(0) },
  { code: 'too_small', schema: z.number().min(3), input: 1, message: validationMessages.minValue(3) },
  { code: 'invalid_format', schema: z.email(), input: 'nope', message: messages.invalidEmail },
  { code: 'invalid_format', schema: z.string().regex(/^a$/), input: 'b', message: validationMessages.invalidFormat },
  { code: 'invalid_format', schema: z.url(), input: 'nope', message: validationMessages.invalidUrl },
  { code: 'invalid_format', schema: z.iso.datetime(), input: 'ayer', message: validationMessages.expectedDate },
  { code: 'not_multiple_of', schema: z.number().multipleOf(5), input: 7, message: validationMessages.notMultipleOf(5) },
  { code: 'unrecognized_keys', schema: z.strictObject({}), input: { extra: 1 }, message: validationMessages.unknownFields },
  { code: 'invalid_union', schema: z.union([z.string(), z.number()]), input: true, message: validationMessages.invalidValue },
  {
    code: 'invalid_key',
    schema: z.record(z.string().min(2), z.number()),
    input: { a: 1 },
    message: validationMessages.invalidKey,
  },
  {
    code: 'invalid_element',
    schema: z.map(z.object({}), z.number()),
    input: new Map([[{}, 'x']]),
    message: validationMessages.invalidElement,
  },
  { code: 'invalid_value', schema: z.enum(['a', 'b']), input: 'c', message: messages.invalidOption },
  { code: 'invalid_value', schema: z.literal(2), input: 3, message: messages.invalidOption },
  { code: 'custom', schema: z.string().refine(() => false), input: 'x', message: validationMessages.invalidValue },
];

const allCodes = [
  'invalid_type',
  'too_big',
  'too_small',
  'invalid_format',
  'not_multiple_of',
  'unrecognized_keys',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'invalid_value',
  'custom',
];

const firstIssue = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error!.issues[0];
};

describe('Spanish error map', () => {
  it('covers every issue code of zod', () => {
    expect(new Set(cases.map((c) => c.code))).toEqual(new Set(allCodes));
  });

  it.each(cases.map((c, i) => [`${c.code} #${i}`, c] as const))('renders %s in Spanish', (_name, c) => {
    const issue = firstIssue(c.schema, c.input);
    expect(issue.code).toBe(c.code);
    expect(isValidatorEnglish(issue.message), issue.message).toBe(false);
    expect(issue.message).toBe(c.message);
  });

  it('keeps the messages schemas set themselves', () => {
    expect(firstIssue(requiredText(100), 'x'.repeat(101)).message).toBe('Maximo 100 caracteres');
    expect(firstIssue(z.string().min(1, 'Titulo requerido'), '').message).toBe('Titulo requerido');
  });

  it('recognises the English texts of the validator', () => {
    for (const english of [
      'Invalid input: expected number, received NaN',
      'Too big: expected string to have <=2000 characters',
      'Too small: expected number to be >0',
      'Unrecognized key: "x"',
      'Invalid option: expected one of "a"|"b"',
      'Invalid input',
      'Required',
    ]) {
      expect(isValidatorEnglish(english), english).toBe(true);
    }
    for (const spanish of [messages.badRequest, messages.maxLength(100), validationMessages.expectedNumber]) {
      expect(isValidatorEnglish(spanish), spanish).toBe(false);
    }
  });

  it('refuses path ids beyond the database integer with a Spanish message', () => {
    const issue = firstIssue(idParams, { id: '2147483648' });
    expect(issue.message).toBe(messages.invalidId);
  });
});
