// API tokens for integrations (docs/product/api-tokens.md): what `POST api-tokens` takes, the row `GET api-tokens` lists
// and the one answer that carries the token itself. The expiry rule (after now, at most a year ahead) is one function
// the API runs with its clock and the form with the browser's.
import { z } from 'zod';
import { isStorableDate } from '../common/database-range';
import { requiredText } from '../common/fields';
import { messages, validationMessages } from '../common/messages';
import { apiTokenMessages } from './access.messages';

export const API_TOKEN_NAME_MAX = 100;
/** A token lives at most this many calendar years from its creation. */
export const API_TOKEN_MAX_YEARS = 1;
/** What every token starts with, so a bearer value is told from a session's signed token at a glance. */
export const API_TOKEN_PREFIX = 'tms_';

export const apiTokenInput = z.object(
  {
    name: requiredText(API_TOKEN_NAME_MAX),
    expiresAt: z.iso
      .datetime({
        offset: true,
        error: (issue) => (issue.input === undefined ? messages.fieldRequired : validationMessages.expectedDate),
      })
      .refine(isStorableDate, validationMessages.expectedDate),
    readOnly: z.boolean({ error: validationMessages.expectedFlag }).default(false),
  },
  { error: messages.badRequest },
);
export type ApiTokenInput = z.input<typeof apiTokenInput>;
export type ApiTokenInputParsed = z.output<typeof apiTokenInput>;

/** The latest expiry a token created at `now` may have. */
export function latestApiTokenExpiry(now: Date): Date {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + API_TOKEN_MAX_YEARS);
  return latest;
}

/** Why `expiresAt` is refused for a token created at `now`; null when it is fine. */
export function apiTokenExpiryError(expiresAt: Date, now: Date): string | null {
  if (expiresAt.getTime() <= now.getTime()) return apiTokenMessages.expiryPast;
  if (expiresAt.getTime() > latestApiTokenExpiry(now).getTime()) return apiTokenMessages.expiryTooFar;
  return null;
}

/** Who a token belongs to: administrators see everyone's tokens with their owner. */
export const apiTokenOwner = z.object({ id: z.number(), userName: z.string(), displayName: z.string() });

/** A token as listed: never the token itself, which only its creation answers. */
export const apiToken = z
  .object({
    id: z.number(),
    name: z.string(),
    readOnly: z.boolean(),
    createdDate: z.string(),
    expiresAt: z.string(),
    /** The last call made with it, to the minute (the server records it at most once a minute); null if never used. */
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    owner: apiTokenOwner,
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof apiToken>;

/** `POST api-tokens`: the new row and, this once, the token. */
export const createdApiToken = apiToken.extend({ token: z.string() }).meta({ id: 'CreatedApiToken' });
export type CreatedApiToken = z.infer<typeof createdApiToken>;

/** Whether a listed token still opens calls at `now`. */
export const isLiveApiToken = (token: Pick<ApiToken, 'revokedAt' | 'expiresAt'>, now: Date) =>
  token.revokedAt === null && new Date(token.expiresAt).getTime() > now.getTime();
