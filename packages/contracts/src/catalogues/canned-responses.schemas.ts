// Canned responses ('Respuestas predefinidas', docs/product/catalogues.md#canned-responses, permission 27): a code
// and a rich-text detail, shared with every internal user or personal to its owner.
import { z } from 'zod';
import { messages } from '../common/messages';
import { catalogueRowFields, codeField, requiredFlag } from './catalogue-fields';
import { catalogueMessages } from './catalogue-messages';

export const CANNED_RESPONSE_DETAIL_MAX = 20_000;

export const cannedResponseMessages = {
  onlyOwnerMakesPersonal: 'Solo quien la creó puede hacerla personal.',
} as const;

/** Rich text says something: some text once the tags are gone, or an image. */
const saysSomething = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0 || /<img\s/i.test(html);

export const cannedResponseInput = z.object({
  code: codeField,
  detail: z
    .string({ error: messages.fieldRequired })
    .max(CANNED_RESPONSE_DETAIL_MAX, messages.maxLength(CANNED_RESPONSE_DETAIL_MAX))
    .refine(saysSomething, messages.fieldRequired),
  isShared: requiredFlag(catalogueMessages.required),
  isActive: requiredFlag(catalogueMessages.required),
});
export type CannedResponseInput = z.input<typeof cannedResponseInput>;
export type CannedResponseInputParsed = z.output<typeof cannedResponseInput>;

export const cannedResponse = z
  .object({
    ...catalogueRowFields,
    isShared: z.boolean(),
    isActive: z.boolean(),
    ownerId: z.number(),
    ownerName: z.string(),
  })
  .meta({ id: 'CannedResponse' });
export type CannedResponse = z.infer<typeof cannedResponse>;

/** What the caller may do with one canned response (the API's canned-responses.policy.ts). */
export const cannedResponseAbilities = z
  .object({
    /** Only the owner makes a shared response personal: it would vanish from everyone else's editor. */
    canMakePersonal: z.boolean(),
  })
  .meta({ id: 'CannedResponseAbilities' });
export type CannedResponseAbilities = z.infer<typeof cannedResponseAbilities>;

/** A row of the admin list (`GET cannedresponses`) with the caller's abilities on it. */
export const cannedResponseListRow = cannedResponse
  .extend({ abilities: cannedResponseAbilities })
  .meta({ id: 'CannedResponseListRow' });
export type CannedResponseListRow = z.infer<typeof cannedResponseListRow>;

/** What the message editor's picker needs (`GET cannedresponses/all`). */
export const cannedResponseItem = z
  .object({ id: z.number(), code: z.string(), detail: z.string(), isShared: z.boolean() })
  .meta({ id: 'CannedResponseItem' });
export type CannedResponseItem = z.infer<typeof cannedResponseItem>;
