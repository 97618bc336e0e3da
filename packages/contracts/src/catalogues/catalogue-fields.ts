// Field schemas shared by the catalogue forms, with the limits of docs/product/conventions.md#limits-and-constants
// and the messages of docs/product/catalogues.md#validation.
import { z } from 'zod';
import { messages } from '../common/messages';
import { MAX_ID, requiredId, requiredText } from '../common/fields';
import { catalogueMessages } from './catalogue-messages';

export const CODE_MAX = 100;
export const DETAIL_MAX = 200;

export const codeField = requiredText(CODE_MAX);
export const detailField = requiredText(DETAIL_MAX);
/** Free text shown with a category or sub-category (no limit in docs/product/catalogues.md#validation; the column is text). */
export const descriptionsField = z
  .string()
  .max(4000, messages.maxLength(4000))
  .nullish()
  .transform((v) => v || null);
export const logoField = z
  .string()
  .max(500_000, messages.badRequest)
  .nullish()
  .transform((v) => v || null);

/** The fields a company's catalogue row opens with: its id, its company, a code and a detail. */
export const catalogueRowFields = { id: z.number(), companyId: z.number(), code: z.string(), detail: z.string() };
/** The responsible user of a row and the name shown for it ('Administrador' when there is none). */
export const responsibleFields = { ownerId: z.number().nullable(), ownerName: z.string() };

/** A boolean the form must send: docs/product/catalogues.md#validation lists isActive as required. */
export const requiredFlag = (message: string = messages.fieldRequired) => z.boolean({ error: message });
export const flagDefault = (fallback: boolean) => z.boolean({ error: messages.badRequest }).default(fallback);

/** Responsible user of a category or sub-category: required and numeric ('Requerido'). */
export const ownerIdField = requiredId(catalogueMessages.required);

/** An optional reference: null, 0, -1 and '' are the forms' "nothing chosen". */
export const optionalId = z.coerce
  .number({ error: messages.invalidOption })
  .int(messages.invalidOption)
  .max(MAX_ID, messages.invalidOption)
  .nullish()
  .transform((v) => (v && v > 0 ? v : null));

/** A whole number of 0 or more (sizes in Kb, SLA hours, response times) that fits an integer column. */
export const wholeNumber = (requiredMessage: string = messages.fieldRequired) =>
  z
    .number({ error: requiredMessage })
    .int(catalogueMessages.wholeNumber)
    .min(0, catalogueMessages.wholeNumber)
    .max(MAX_ID, catalogueMessages.wholeNumber);

/** An optional whole number (a first-response target): empty, null and 0 all mean none. */
export const optionalWholeNumber = wholeNumber()
  .nullish()
  .transform((v) => (v ? v : null));

export const idList = z.array(z.coerce.number().int().positive(messages.invalidOption).max(MAX_ID, messages.invalidOption), {
  error: messages.badRequest,
});

/** Answer of DELETE calls and of yes/no checks such as companylocations/isvalidedit. */
export const resultAnswer = z.object({ result: z.boolean() });
export type ResultAnswer = z.infer<typeof resultAnswer>;

/** An option of the permission screen's tables: a role or a business function. */
export const assignmentOption = z
  .object({ value: z.number(), label: z.string(), isActive: z.boolean() })
  .meta({ id: 'AssignmentOption' });
export type AssignmentOption = z.infer<typeof assignmentOption>;
