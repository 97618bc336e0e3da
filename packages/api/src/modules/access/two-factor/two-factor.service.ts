// The second step of signing in (docs/product/access.md#two-step-sign-in): the own set-up (a new key, pending until a
// code of it turns it on and ten recovery codes are answered once), turning it off with a code or a recovery code
// (the password alone is what the second step goes beyond), an administrator's reset, and the proof a sign-in's second
// step brings. Every code typed counts on the sign-in throttle (login-throttle.ts) before it is checked, a code's
// 30-second step is used once, a recovery code once. Time is the app's clock (nowOf), which tests set.
import {
  twoFactorMessages,
  type SecondFactor,
  type TwoFactorEnabled,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@tms/contracts';
import { nowOf, type AppContext } from '../../../context';
import type { Database } from '../../../db/client';
import { badRequest, conflict, forbidden } from '../../../lib/errors';
import { qrDataUrl } from '../../../lib/qr';
import { configuredSecretsKey, loadSecretBox, type SecretBox } from '../../../lib/secret-box';
import type { AuthUser } from '../../../plugins/current-user';
import { accountOf, createLoginThrottle } from '../auth/login-throttle';
import { signInAddressesRepository } from '../auth/sign-in-addresses.repository';
import { generateRecoveryCodes, matchingRecoveryCode } from './recovery-codes';
import { signInChallengesRepository } from './sign-in-challenges.repository';
import { generateTotpSecret, matchingStep, otpauthUrl } from './totp';
import { recordTwoFactorEvent, type TwoFactorEvent } from './two-factor-events';
import { twoFactorRepository as repository, type TwoFactorRow } from './two-factor.repository';

type Owner = Pick<AuthUser, 'id' | 'roleId'>;

/** The field a wrong factor's 400 names. */
const wrongFactor = (factor: SecondFactor) =>
  badRequest({ [factor.code === undefined ? 'recoveryCode' : 'code']: twoFactorMessages.codeWrong }, twoFactorMessages.codeWrong);

/** The second step off: no key, no recovery codes, no pending sign-in challenge; `event` recorded with it. */
async function removeSecondStep(db: Database, event: TwoFactorEvent): Promise<void> {
  await db.transaction(async (tx) => {
    await repository.remove(tx, event.userId);
    await signInChallengesRepository.forgetUser(tx, event.userId);
    await recordTwoFactorEvent(tx, event);
  });
}

/**
 * DELETE users/{id}/two-factor (the users service authorises it): the user's second step is off; a role that requires
 * it asks for a new set-up at the user's next call.
 */
export async function resetTwoFactor(db: Database, userId: number, actorId: number): Promise<void> {
  await removeSecondStep(db, { kind: 'reset', userId, actorId });
}

export const twoFactorEnabledOf = (db: Database, userId: number) => repository.isEnabled(db, userId);

export function createTwoFactorService(ctx: AppContext) {
  const { db, config } = ctx;
  const throttle = createLoginThrottle(db, config);
  let box: Promise<SecretBox> | undefined;
  /** The key is read (or created) once, on the first call that needs it. */
  const secretBox = () => (box ??= loadSecretBox(db, configuredSecretsKey(config)));

  /** Whether `code` is the key's code now (one step either side) of a step not used before; that step is used up. */
  async function codeProves(row: TwoFactorRow, code: string): Promise<boolean> {
    const step = matchingStep((await secretBox()).open(row.secretCipher), code, nowOf(ctx));
    return step !== null && (await repository.useStep(db, row.userId, step));
  }

  /** Whether `typed` is one of the user's unused recovery codes; it is used up. */
  async function recoveryCodeProves(userId: number, typed: string): Promise<boolean> {
    const id = await matchingRecoveryCode(typed, await repository.unusedRecoveryCodes(db, userId));
    return id !== null && (await repository.useRecoveryCode(db, id, nowOf(ctx)));
  }

  const factorProves = (row: TwoFactorRow, factor: SecondFactor) =>
    factor.code === undefined ? recoveryCodeProves(row.userId, factor.recoveryCode!) : codeProves(row, factor.code);

  /** Counts the attempt on the user's sign-in counters (429 past a limit), then checks; a right one gives it back. */
  async function throttled(userId: number, address: string, check: () => Promise<boolean>): Promise<boolean> {
    const account = accountOf(userId, '');
    await throttle.reserve(account, address, await signInAddressesRepository.isKnown(db, userId, address));
    const right = await check();
    if (right) await throttle.succeeded(account, address);
    return right;
  }

  async function enabledRow(userId: number): Promise<TwoFactorRow | undefined> {
    const row = await repository.get(db, userId);
    return row?.enabledAt ? row : undefined;
  }

  return {
    /** Whether the user's second step is on: the right password then answers a challenge instead of a session. */
    isEnabled: (userId: number) => repository.isEnabled(db, userId),

    /** The user's role requires the second step and it is not on: the session may only set it up. */
    async setupNeeded(user: Owner): Promise<boolean> {
      return (await repository.roleRequires(db, user.roleId)) && !(await repository.isEnabled(db, user.id));
    },

    /** The second step of a sign-in, throttled: false for a wrong, used or replayed factor, or when it is off. */
    async proveSignIn(userId: number, factor: SecondFactor, address: string): Promise<boolean> {
      const right = await throttled(userId, address, async () => {
        const row = await enabledRow(userId);
        return !!row && (await factorProves(row, factor));
      });
      if (!right) await recordTwoFactorEvent(db, { kind: 'second_step_failed', userId });
      return right;
    },

    async status(user: Owner): Promise<TwoFactorStatus> {
      const [enabled, required, recoveryCodesLeft] = await Promise.all([
        repository.isEnabled(db, user.id),
        repository.roleRequires(db, user.roleId),
        repository.countUnusedRecoveryCodes(db, user.id),
      ]);
      return { enabled, required, recoveryCodesLeft };
    },

    /** A new key, pending until enabled (it replaces an earlier pending one); 409 while the second step is on. */
    async setup(user: Pick<AuthUser, 'id' | 'userName'>): Promise<TwoFactorSetup> {
      if (await repository.isEnabled(db, user.id)) throw conflict(twoFactorMessages.alreadyEnabled);
      const secret = generateTotpSecret();
      if (!(await repository.savePending(db, user.id, (await secretBox()).seal(secret)))) {
        throw conflict(twoFactorMessages.alreadyEnabled);
      }
      const url = otpauthUrl(secret, await repository.issuer(db), user.userName);
      return { secret, otpauthUrl: url, qrCode: await qrDataUrl(url) };
    },

    /** A code of the pending key turns it on; the ten recovery codes are answered this once. */
    async enable(user: Owner, code: string, address: string): Promise<TwoFactorEnabled> {
      const row = await repository.get(db, user.id);
      if (row?.enabledAt) throw conflict(twoFactorMessages.alreadyEnabled);
      if (!row) throw conflict(twoFactorMessages.noPendingSetup);
      if (!(await throttled(user.id, address, () => codeProves(row, code)))) throw wrongFactor({ code });
      const { codes, hashes } = await generateRecoveryCodes();
      const turnedOn = await db.transaction(async (tx) => {
        if (!(await repository.enable(tx, user.id, nowOf(ctx)))) return false;
        await repository.replaceRecoveryCodes(tx, user.id, hashes);
        await recordTwoFactorEvent(tx, { kind: 'enabled', userId: user.id });
        return true;
      });
      if (!turnedOn) throw conflict(twoFactorMessages.alreadyEnabled);
      return { recoveryCodes: codes };
    },

    /** Off with a code or a recovery code; never while the user's role requires it. */
    async disable(user: Owner, factor: SecondFactor, address: string): Promise<void> {
      if (await repository.roleRequires(db, user.roleId)) throw forbidden(twoFactorMessages.requiredByRole);
      const row = await enabledRow(user.id);
      if (!row) throw conflict(twoFactorMessages.notEnabled);
      if (!(await throttled(user.id, address, () => factorProves(row, factor)))) throw wrongFactor(factor);
      await removeSecondStep(db, { kind: 'disabled', userId: user.id });
    },
  };
}
