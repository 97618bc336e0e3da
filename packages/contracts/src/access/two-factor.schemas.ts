// Two-step sign-in (docs/product/access.md#two-step-sign-in): the second step of a sign-in, the own set-up on the
// profile, and the answers of each call.
import { z } from 'zod';
import { messages } from '../common/messages';
import { twoFactorMessages } from './access.messages';
import { session } from './auth.schemas';
import { normalizeRecoveryCode, normalizeTotpCode, recoveryCodeError, totpCodeError } from './sign-in-rules';

/** Longer than any code typed with spaces or dashes; longer values are refused before any check. */
const CODE_INPUT_MAX = 40;
const CHALLENGE_TOKEN_MAX = 200;

/** A 6-digit code of the authenticator app, spaces allowed ('123 456'). */
export const totpCode = z
  .string({ error: twoFactorMessages.codeFormat })
  .max(CODE_INPUT_MAX, twoFactorMessages.codeFormat)
  .transform(normalizeTotpCode)
  .refine((value) => totpCodeError(value) === null, twoFactorMessages.codeFormat);

/** One of the ten recovery codes, with or without its dash, in any case. */
export const recoveryCode = z
  .string({ error: twoFactorMessages.recoveryCodeFormat })
  .max(CODE_INPUT_MAX, twoFactorMessages.recoveryCodeFormat)
  .transform(normalizeRecoveryCode)
  .refine((value) => recoveryCodeError(value) === null, twoFactorMessages.recoveryCodeFormat);

const secondFactorFields = { code: totpCode.optional(), recoveryCode: recoveryCode.optional() };

/** Exactly one of `code` and `recoveryCode`; otherwise the message goes on `code`. */
function oneFactor(value: { code?: string; recoveryCode?: string }, ctx: z.RefinementCtx) {
  if ((value.code === undefined) === (value.recoveryCode === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['code'], message: twoFactorMessages.codeOrRecoveryCode });
  }
}

/** A code of the app or a recovery code: what proves the second step (verify, and turning it off). */
export const secondFactorRequest = z.object(secondFactorFields).superRefine(oneFactor).meta({ id: 'SecondFactorRequest' });
export type SecondFactorRequest = z.input<typeof secondFactorRequest>;
export type SecondFactor = z.output<typeof secondFactorRequest>;

/** POST auth/two-factor/verify: the challenge the password step answered, and the second factor. */
export const twoFactorVerifyRequest = z
  .object({
    challengeToken: z
      .string({ error: messages.required })
      .min(1, messages.required)
      .max(CHALLENGE_TOKEN_MAX, twoFactorMessages.challengeExpired),
    ...secondFactorFields,
  })
  .superRefine(oneFactor)
  .meta({ id: 'TwoFactorVerifyRequest' });
export type TwoFactorVerifyRequest = z.input<typeof twoFactorVerifyRequest>;
export type TwoFactorVerify = z.output<typeof twoFactorVerifyRequest>;

/** POST auth/two-factor/enable: a code of the app, proving it holds the new key. */
export const twoFactorEnableRequest = z.object({ code: totpCode }).meta({ id: 'TwoFactorEnableRequest' });
export type TwoFactorEnableRequest = z.input<typeof twoFactorEnableRequest>;

/** The right password of a user with the second step on: no session yet, a challenge for POST auth/two-factor/verify. */
export const twoFactorChallenge = z
  .object({ twoFactorRequired: z.literal(true), challengeToken: z.string() })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

/** What POST auth/login answers: the session, or the challenge of the second step. */
export const loginAnswer = z.union([session, twoFactorChallenge]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** GET auth/two-factor: the signed-in user's second step. */
export const twoFactorStatus = z
  .object({
    enabled: z.boolean(),
    /** The user's role requires it: it cannot be turned off. */
    required: z.boolean(),
    /** Recovery codes not used yet (0 while it is off). */
    recoveryCodesLeft: z.number(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** POST auth/two-factor/setup: the new key, pending until enabled, and its QR code (a PNG data URL of `otpauthUrl`). */
export const twoFactorSetup = z
  .object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

/** POST auth/two-factor/enable: the ten one-use recovery codes, shown this once. */
export const twoFactorEnabled = z.object({ recoveryCodes: z.array(z.string()) }).meta({ id: 'TwoFactorEnabled' });
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabled>;
