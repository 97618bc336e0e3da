// Signing in (user name or e-mail, the recovery password, failure limits), password recovery and change.
import { and, eq, gt, or, sql } from 'drizzle-orm';
import { messages, type LoginRequest, type Session } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { loginFailures, users } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { enqueueMail } from '../../../lib/outbox';
import { generateTemporaryPassword, hashPassword, verifyPassword } from '../../../lib/passwords';
import { COMPANY_ID } from '../../../db/seed/reference-data';
import type { AuthUser } from '../../../plugins/current-user';

const RECOVERY_VALIDITY_MS = 60 * 60 * 1000;

const byLogin = (login: string) =>
  or(eq(sql`lower(${users.userName})`, login.trim().toLowerCase()), eq(sql`lower(${users.email})`, login.trim().toLowerCase()));

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

export function createAuthService(ctx: AppContext) {
  const { db, config } = ctx;

  async function recentFailures(userName: string): Promise<number> {
    const since = new Date(Date.now() - config.loginFailureWindowMinutes * 60_000);
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(loginFailures)
      .where(and(eq(loginFailures.userName, userName), gt(loginFailures.createdDate, since)));
    return count;
  }

  return {
    async login(credentials: LoginRequest): Promise<Session> {
      const key = credentials.userName.trim().toLowerCase();
      if ((await recentFailures(key)) >= config.loginMaxFailures) throw new AppError(429, messages.tooManyAttempts);

      const [user] = await db.select().from(users).where(byLogin(credentials.userName)).limit(1);
      const matchesPassword = user ? await verifyPassword(credentials.password, user.passwordHash) : false;
      const matchesRecovery =
        !!user &&
        !matchesPassword &&
        !!user.tempPasswordExpiresAt &&
        user.tempPasswordExpiresAt > new Date() &&
        (await verifyPassword(credentials.password, user.tempPasswordHash));

      if (!user || (!matchesPassword && !matchesRecovery)) {
        await db.insert(loginFailures).values({ userName: key });
        throw new AppError(401, messages.invalidCredentials);
      }
      if (!user.isActive) throw new AppError(401, messages.inactiveUser);

      // The recovery password replaces the old one once it is used, and asks for a new one.
      const [updated] = await db
        .update(users)
        .set({
          lastLogon: new Date(),
          ...(matchesRecovery
            ? {
                passwordHash: user.tempPasswordHash!,
                tempPasswordHash: null,
                tempPasswordExpiresAt: null,
                needChangePassword: true,
                isTempPassword: true,
              }
            : {}),
        })
        .where(eq(users.id, user.id))
        .returning();
      await db.delete(loginFailures).where(eq(loginFailures.userName, key));
      const token = await ctx.tokens.sign(user.id);
      return toSession({ ...updated, companyId: COMPANY_ID }, token);
    },

    /** Always answers the same way, so it never reveals whether the user exists. */
    async recoverPassword(login: string, log: { info(obj: object, msg: string): void }): Promise<void> {
      const [user] = await db
        .select()
        .from(users)
        .where(and(byLogin(login), eq(users.isActive, true)))
        .limit(1);
      if (!user) return;
      const temporary = generateTemporaryPassword();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            tempPasswordHash: await hashPassword(temporary),
            tempPasswordExpiresAt: new Date(Date.now() + RECOVERY_VALIDITY_MS),
          })
          .where(eq(users.id, user.id));
        await enqueueMail(tx, {
          to: user.email,
          subject: 'Recuperación de contraseña',
          paragraphs: [
            `Hola ${user.displayName}:`,
            `Se solicitó recuperar la contraseña del usuario ${user.userName}. Su contraseña temporal es: ${temporary}`,
            'Es válida durante 1 hora. Al iniciar sesión con ella se le pedirá una nueva contraseña. Si usted no lo solicitó, ignore este mensaje: su contraseña actual sigue funcionando.',
          ],
          link: { label: 'Iniciar sesión', path: '/sign-in' },
        });
      });
      if (!config.smtpUrl) {
        log.info(
          config.env === 'production' ? { userId: user.id } : { userId: user.id, temporaryPassword: temporary },
          'a password recovery mail is waiting in the outbox (SMTP_URL is not set)',
        );
      }
    },

    async updatePassword(userId: number, password: string): Promise<void> {
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(password),
          needChangePassword: false,
          isTempPassword: false,
          tempPasswordHash: null,
          tempPasswordExpiresAt: null,
          modifiedBy: userId,
          modifiedDate: new Date(),
        })
        .where(eq(users.id, userId));
    },
  };
}
