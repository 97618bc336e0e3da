// Signing in (user name or e-mail, the recovery password, throttling), signing out, password recovery and change.
// Nothing secret is ever logged (docs/product/access.md#sessions-and-throttling): no password, temporary or not, no
// token, no hash.
import { messages, type LoginRequest, type PermissionItem, type Session } from '@tms/contracts';
import type { AppContext, Logger } from '../../../context';
import { unauthorized } from '../../../lib/errors';
import { enqueueMail } from '../../../lib/outbox';
import { generateTemporaryPassword, hashPassword, matchPassword } from '../../../lib/passwords';
import { COMPANY_ID } from '../../../db/seed/reference-data';
import type { AuthUser } from '../../../plugins/current-user';
import { businessFunctionsRepository } from '../business-functions/business-functions.repository';
import { sessionsRepository } from '../sessions/sessions.repository';
import { createSessionsService } from '../sessions/sessions.service';
import { authRepository, type SignInUser } from './auth.repository';
import { accountOf, createLoginThrottle } from './login-throttle';
import { signInAddressesRepository } from './sign-in-addresses.repository';

const RECOVERY_VALIDITY_MS = 60 * 60 * 1000;
/** How long an address a user signed in from stays known. */
const KNOWN_ADDRESS_DAYS = 90;

type Credential = 'password' | 'recovery' | 'wrong';

export function toSession(user: Omit<AuthUser, 'permissions' | 'isActive' | 'externalEntityId'>, token: string): Session {
  return {
    id: user.id,
    token,
    userName: user.userName,
    email: user.email,
    displayName: user.displayName,
    needChangePassword: user.needChangePassword,
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

export function createAuthService(ctx: AppContext) {
  const { db, config } = ctx;
  const throttle = createLoginThrottle(db, config);
  const sessions = createSessionsService(ctx);

  async function signedInAs(user: SignInUser, credential: Credential, address: string): Promise<Session> {
    const updated = await authRepository.recordSignIn(db, user, credential === 'recovery');
    await signInAddressesRepository.remember(db, user.id, address);
    await signInAddressesRepository.purgeOlderThan(db, KNOWN_ADDRESS_DAYS);
    const token = await sessions.start(user.id);
    return toSession({ ...updated, companyId: COMPANY_ID }, token);
  }

  return {
    /** `address` is the client's address: attempts are throttled per account, per address and per both. */
    async login(credentials: LoginRequest, address: string): Promise<Session> {
      const user = await authRepository.findByLogin(db, credentials.userName);
      const account = accountOf(user?.id, credentials.userName);
      const knownAddress = user ? await signInAddressesRepository.isKnown(db, user.id, address) : false;
      await throttle.reserve(account, address, knownAddress);

      const credential = await checkCredential(user, credentials.password);
      if (!user || credential === 'wrong') throw unauthorized(messages.invalidCredentials, 'auth.invalid_credentials');
      await throttle.succeeded(account, address);
      if (!user.isActive) throw unauthorized(messages.inactiveUser, 'auth.inactive_user');
      return signedInAs(user, credential, address);
    },

    logout: (sessionId: string) => sessions.end(sessionId),

    permissions: (user: AuthUser): Promise<PermissionItem[]> =>
      businessFunctionsRepository.activeByIds(db, [...user.permissions]),

    /**
     * Mails a temporary password, at most RECOVERY_MAILS_PER_HOUR times an hour per account. Known, unknown and
     * throttled requests do the same work up to the write, so neither the answer nor its time tells them apart.
     */
    async recoverPassword(login: string, log: Logger): Promise<void> {
      const user = await authRepository.findByLogin(db, login, true);
      const mayMail = await throttle.mayMailRecovery(accountOf(user?.id, login));
      const temporary = generateTemporaryPassword();
      const hash = await hashPassword(temporary);
      if (!user || !mayMail) return;
      await db.transaction(async (tx) => {
        await authRepository.setRecoveryPassword(tx, user.id, hash, new Date(Date.now() + RECOVERY_VALIDITY_MS));
        await enqueueMail(tx, recoveryMail(user, temporary));
      });
      if (!config.smtpUrl)
        log.info({ userId: user.id }, 'a password recovery mail is waiting in the outbox (SMTP_URL is not set)');
    },

    /** The own password change keeps this session and ends every other session of the user. */
    async updatePassword(userId: number, sessionId: string, password: string): Promise<void> {
      const hash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await authRepository.setOwnPassword(tx, userId, hash);
        await sessionsRepository.endOthersOf(tx, userId, sessionId);
      });
    },
  };
}
