// The Spanish error map installed in zod for every issue code, so no validator text can reach a user in English.
// A message a schema sets itself ('Titulo requerido', 'Maximo 100 caracteres') still wins: zod asks this map only
// for issues without one. Loaded by the API and the web app through this package's index.
import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { messages, validationMessages as text } from './messages';

type Issue = $ZodRawIssue;
type IssueOf<C extends Issue['code']> = Extract<Issue, { code: C }>;

const expectedTexts: Record<string, string> = {
  number: text.expectedNumber,
  int: text.expectedInteger,
  bigint: text.expectedInteger,
  nan: text.expectedNumber,
  string: text.expectedText,
  boolean: text.expectedFlag,
  array: text.expectedList,
  tuple: text.expectedList,
  set: text.expectedList,
  object: text.expectedObject,
  record: text.expectedObject,
  map: text.expectedObject,
  date: text.expectedDate,
};

/** A missing value is 'required'; a value of the wrong kind says what the field takes. */
function invalidType(issue: IssueOf<'invalid_type'>): string {
  if (issue.input === undefined || issue.input === null) return messages.fieldRequired;
  return expectedTexts[issue.expected] ?? text.invalidValue;
}

const isNumeric = (origin: string) => origin === 'number' || origin === 'int' || origin === 'bigint';

function tooBig(issue: IssueOf<'too_big'>): string {
  const { origin, maximum, inclusive } = issue;
  if (origin === 'string') return messages.maxLength(Number(maximum));
  if (origin === 'array' || origin === 'set') return text.maxItems(maximum);
  if (isNumeric(origin)) return inclusive === false ? text.belowValue(maximum) : text.maxValue(maximum);
  if (origin === 'date') return text.maxDate;
  if (origin === 'file') return text.fileTooBig;
  return text.invalidValue;
}

function tooSmall(issue: IssueOf<'too_small'>): string {
  const { origin, minimum, inclusive } = issue;
  const one = Number(minimum) === 1 && inclusive !== false;
  if (origin === 'string') return one ? messages.fieldRequired : text.minLength(minimum);
  if (origin === 'array' || origin === 'set') return one ? text.minItemsOne : text.minItems(minimum);
  if (isNumeric(origin)) return inclusive === false ? text.aboveValue(minimum) : text.minValue(minimum);
  if (origin === 'date') return text.minDate;
  if (origin === 'file') return text.fileTooSmall;
  return text.invalidValue;
}

const formatTexts: Record<string, string> = {
  email: messages.invalidEmail,
  url: text.invalidUrl,
  datetime: text.expectedDate,
  date: text.expectedDate,
  time: text.expectedDate,
};

/** The Spanish message of any zod issue, by its code. */
export function spanishIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return formatTexts[issue.format] ?? text.invalidFormat;
    case 'not_multiple_of':
      return text.notMultipleOf(issue.divisor);
    case 'unrecognized_keys':
      return text.unknownFields;
    case 'invalid_key':
      return text.invalidKey;
    case 'invalid_element':
      return text.invalidElement;
    case 'invalid_value':
      return messages.invalidOption;
    case 'invalid_union':
    case 'custom':
    default:
      return text.invalidValue;
  }
}

z.config({ customError: spanishIssueMessage });

/**
 * True for the texts of zod's English locale ('Invalid input: expected number, received NaN', 'Too big: …',
 * 'Unrecognized key …'): what a validator says when no Spanish message was found for an issue.
 */
export const isValidatorEnglish = (message: string): boolean =>
  /^(Invalid|Too (big|small)|Unrecognized key|Required\b|Expected\b)/.test(message) || /\bexpected\b/.test(message);
