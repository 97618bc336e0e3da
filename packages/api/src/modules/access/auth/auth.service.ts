// Signing in (user name or e-mail, the recovery password, throttling, the second step of
// docs/product/access.md#two-step-sign-in), signing out, password recovery and change. Nothing secret is ever logged
// (docs/product/access.md#sessions-and-throttling): no password, temporary or not, no token, no hash.
import {
  accessMessages,
  messages,
  twoFactorMessages,
  type LoginAnswer,
  type LoginRequest,
  type PermissionItem,
  type Session,
  type TwoFactorVerify,
  type UpdatePasswordRequest,
} from '@tms/contracts';
import type { AppContext, Logger } from '../../../context';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit-trail';
import { badRequest, unauthorized } from '../../../lib/errors';
import { enqueueMail } from '../../../lib/outbox';
import { generateTemporaryPassword, hashPassword, matchPassword, verifyPassword } from '../../../lib/passwords';
import { COMPANY_ID } from '../../../db/seed/reference-data';
import type { AuthUser } from '../../../plugins/current-user';
import { businessFunctionsRepository } from '../business-functions/business-functions.repository';
import { sessionsRepository } from '../sessions/sessions.repository';
import { createSessionsService } from '../sessions/sessions.service';
import { createSignInChallenges } from '../two-factor/sign-in-challenges';
import { createTwoFactorService } from '../two-factor/two-factor.service';
import { createDirectorySignIn, refuseDirectoryPassword } from '../directory/directory-sign-in';
import { authRepository, type SignInUser } from './auth.repository';
import { accountOf, createLoginThrottle } from './login-throttle';
import { createProxyWarning } from './proxy-warning';
import { signInAddressesRepository } from './sign-in-addresses.repository';

const RECOVERY_VALIDITY_MS = 60 * 60 * 1000;
/** How long an address a user signed in from stays known. */
const KNOWN_ADDRESS_DAYS = 90;

type Credential = 'password' | 'recovery' | 'wrong';

/** What a session tells the web about its user. */
type SessionUser = Pick<
  AuthUser,
  | 'id'
  | 'userName'
  | 'email'
  | 'displayName'
  | 'needChangePassword'
  | 'needTwoFactorSetup'
  | 'roleId'
  | 'entityTypeId'
  | 'companyLocationId'
  | 'companyId'
>;

export function toSession(user: SessionUser, token: string): Session {
  return {
    id: user.id,
    token,
    userName: user.userName,
    email: user.email,
    displayName: user.displayName,
    needChangePassword: user.needChangePassword,
    needTwoFactorSetup: user.needTwoFactorSetup,
    roleId: user.roleId,
    entityTypeId: user.entityTypeId,
    companyLocationId: user.companyLocationId,
    companyId: user.companyId,
  };
}

/** Which password matched: the same work for a known user, an unknown one and a pending recovery. */
async function checkCredential(user: SignInUser | undefined, password: string): Promise<Credential> {
  const recoveryLive = !!user?.tempPasswordExpiresAt && user.tempPasswordExpiresAt > new Date();
  const match = await matchPassword(password, [user?.passwordHash, recoveryLive ? user?.tempPasswordHash : null]);
  if (match === 0) return 'password';
  return match === 1 ? 'recovery' : 'wrong';
}

const challengeExpired = () => unauthorized(twoFactorMessages.challengeExpired, 'auth.challenge_expired');

function recoveryMail(user: SignInUser, temporary: string) {
  return {
    to: user.email,
    subject: 'Recuperación de contraseña',
    paragraphs: [
      `Hola ${user.displayName}:`,
      `Se solicitó recuperar la contraseña del usuario ${user.userName}. Su contraseña temporal es: ${temporary}`,
      'Es válida durante 1 hora. Al iniciar sesión con ella se le pedirá una nueva contraseña. ' +
        'Si usted no lo solicitó, ignore este mensaje: su contraseña actual sigue funcionando.',
    ],
    link: { label: 'Iniciar sesión', path: '/sign-in' },
  };
}

/** Created once when the server starts, which is when it warns about a missing TRUST_PROXY (proxy-warning.ts). */
/**
 * A session's audit entry (docs/product/audit-log.md#what-is-recorded), with the request's address: a sign-in, a
 * refused one (named as typed; the user's id when the name is one) or a sign-out.
 */
const recordSession = (
  db: Executor,
  actor: { id: number | null; name: string },
  action: 'sign_in' | 'sign_in_failed' | 'sign_out',
) => recordAudit(db, { actor: { ...actor, name: actor.name.slice(0, 200), companyId: COMPANY_ID }, action, entity: 'sessions' });

export function createAuthService(ctx: AppContext, log: Logger) {
  const { db, config } = ctx;
  const throttle = createLoginThrottle(db, config);
  const sessions = createSessionsService(ctx);
  const proxyWarning = createProxyWarning(log, config);
  const twoFactor = createTwoFactorService(ctx);
  const challenges = createSignInChallenges(ctx);
  const directory = createDirectorySignIn(ctx, log);
  proxyWarning.atStart();

  async function signedInAs(user: SignInUser, credential: Credential, address: string): Promise<Session> {
    const updated = await authRepository.recordSignIn(db, user, credential === 'recovery');
    // The recovery password replaced the password and its change will not ask for the old one: no session opened
    // before (perhaps a stolen one) may make that change.
    if (credential === 'recovery') await sessionsRepository.endAllOf(db, user.id);
    await signInAddressesRepository.remember(db, user.id, address);
    await signInAddressesRepository.purgeOlderThan(db, KNOWN_ADDRESS_DAYS);
    const token = await sessions.start(user.id);
    await recordSession(db, { id: user.id, name: user.displayName }, 'sign_in');
    const needTwoFactorSetup = await twoFactor.setupNeeded(user);
    return toSession({ ...updated, companyId: COMPANY_ID, needTwoFactorSetup }, token);
  }

  /**
   * The user a live challenge names, still able to finish the sign-in it began: active, and, when it began with the
   * recovery password, that password still pending (signedInAs makes it the password).
   */
  async function challengedUser(challenge: { userId: number; temporaryPassword: boolean }): Promise<SignInUser> {
    const user = await authRepository.findById(db, challenge.userId);
    if (!user?.isActive) throw unauthorized(messages.inactiveUser, 'auth.inactive_user');
    const recoveryLive = !!user.tempPasswordHash && !!user.tempPasswordExpiresAt && user.tempPasswordExpiresAt > new Date();
    if (challenge.temporaryPassword && !recoveryLive) throw challengeExpired();
    return user;
  }

  /**
   * The user a sign-in proves, and with which password: the directory's for a name no local user has or for a user
   * mirroring the directory (docs/product/access.md#directory-sign-in), else the local one.
   */
  async function proven(found: SignInUser | undefined, credentials: LoginRequest): Promise<[SignInUser | undefined, Credential]> {
    if (!directory?.answersFor(found)) return [found, await checkCredential(found, credentials.password)];
    const user = await directory.signIn(credentials.userName, credentials.password);
    return user ? [user, 'password'] : [found, 'wrong'];
  }

  /** Whether the user signed in from `address` before: then only its account + address counter holds it back. */
  const knownAddress = (userId: number, address: string) => signInAddressesRepository.isKnown(db, userId, address);

  /**
   * The own password change asks for the current password unless the change is forced (after a recovery or an
   * administrator's reset). A wrong one counts as a failed sign-in, so a stolen session cannot guess it for long.
   */
  async function checkCurrentPassword(user: AuthUser, typed: string | undefined, address: string): Promise<void> {
    if (user.needChangePassword) return;
    if (!typed) throw badRequest({ currentPassword: messages.required });
    const account = accountOf(user.id, user.userName);
    await throttle.reserve(account, address, await knownAddress(user.id, address));
    if (!(await verifyPassword(typed, await authRepository.passwordHashOf(db, user.id)))) {
      throw badRequest({ currentPassword: accessMessages.currentPasswordWrong }, accessMessages.currentPasswordWrong);
    }
    await throttle.succeeded(account, address);
  }

  return {
    /**
     * `address` is the client's address: attempts are throttled per account, per address and per both. With the
     * second step on, the right password answers its challenge instead of a session.
     */
    async login(credentials: LoginRequest, address: string): Promise<LoginAnswer> {
      proxyWarning.signInFrom(address);
      const found = await authRepository.findByLogin(db, credentials.userName);
      const account = accountOf(found?.id, credentials.userName);
      await throttle.reserve(account, address, found ? await knownAddress(found.id, address) : false);

      const [user, credential] = await proven(found, credentials);
      if (!user || credential === 'wrong') {
        await recordSession(db, { id: user?.id ?? null, name: credentials.userName }, 'sign_in_failed');
        throw unauthorized(messages.invalidCredentials, 'auth.invalid_credentials');
      }
      const secondStep = await twoFactor.isEnabled(user.id);
      await (secondStep ? throttle.passed(account, address) : throttle.succeeded(account, address));
      if (!user.isActive) throw unauthorized(messages.inactiveUser, 'auth.inactive_user');
      if (secondStep) return challenges.issue(user.id, credential === 'recovery');
      return signedInAs(user, credential, address);
    },

    /**
     * POST auth/two-factor/verify: a code of the app or an unused recovery code for a live challenge answers what the
     * right password answers without the second step; the challenge is then used up. Wrong codes count as wrong
     * passwords on the same counters.
     */
    async verifySecondStep(request: TwoFactorVerify, address: string): Promise<Session> {
      const challenge = await challenges.live(request.challengeToken);
      if (!challenge) throw challengeExpired();
      const user = await challengedUser(challenge);
      if (!(await twoFactor.proveSignIn(user.id, request, address))) {
        throw unauthorized(twoFactorMessages.codeWrong, 'auth.invalid_code');
      }
      if (!(await challenges.consume(request.challengeToken))) throw challengeExpired();
      return signedInAs(user, challenge.temporaryPassword ? 'recovery' : 'password', address);
    },

    async logout(user: AuthUser, sessionId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await sessionsRepository.end(tx, sessionId);
        await recordSession(tx, { id: user.id, name: user.displayName }, 'sign_out');
      });
    },

    /**
     * The sign-in of a user another system vouched for (docs/product/access.md#single-sign-on): refused when inactive,
     * and with the second step, when on, as after a password.
     */
    async signInVouched(userId: number, address: string): Promise<LoginAnswer> {
      const user = await authRepository.findById(db, userId);
      if (!user?.isActive) throw unauthorized(messages.inactiveUser, 'auth.inactive_user');
      if (await twoFactor.isEnabled(user.id)) return challenges.issue(user.id, false);
      return signedInAs(user, 'password', address);
    },

    permissions: (user: AuthUser): Promise<PermissionItem[]> =>
      businessFunctionsRepository.activeByIds(db, [...user.permissions]),

    /**
     * Mails a temporary password, at most RECOVERY_MAILS_PER_HOUR times an hour per account. Known, unknown and
     * throttled requests do the same work up to the write, so neither the answer nor its time tells them apart. An
     * address past RECOVERY_REQUESTS_PER_ADDRESS gets 429 before any lookup or hashing, whatever the name.
     */
    async recoverPassword(login: string, address: string, log: Logger): Promise<void> {
      await throttle.reserveRecovery(address);
      const user = await authRepository.findByLogin(db, login, true);
      const mayMail = await throttle.mayMailRecovery(accountOf(user?.id, login));
      const temporary = generateTemporaryPassword();
      const hash = await hashPassword(temporary);
      // A directory user's password is the directory's: the same answer, and no mail (docs/product/access.md#directory-sign-in).
      if (!user || !mayMail || user.directoryDn) return;
      await db.transaction(async (tx) => {
        await authRepository.setRecoveryPassword(tx, user.id, hash, new Date(Date.now() + RECOVERY_VALIDITY_MS));
        await enqueueMail(tx, recoveryMail(user, temporary));
      });
      if (!config.smtpUrl)
        log.info({ userId: user.id }, 'a password recovery mail is waiting in the outbox (SMTP_URL is not set)');
    },

    /** The own password change keeps this session and ends every other session of the user. */
    async updatePassword(user: AuthUser, sessionId: string, change: UpdatePasswordRequest, address: string): Promise<void> {
      await refuseDirectoryPassword(db, user.id);
      await checkCurrentPassword(user, change.currentPassword, address);
      const hash = await hashPassword(change.password);
      await db.transaction(async (tx) => {
        await authRepository.setOwnPassword(tx, user.id, hash);
        await sessionsRepository.endOthersOf(tx, user.id, sessionId);
      });
    },
  };
}
