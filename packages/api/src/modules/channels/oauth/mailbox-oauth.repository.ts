// The OAuth side of the mailboxes: the authorizations waiting for the provider's answer, the tokens a connection and a
// refresh write (each write guarded, so a save that cleared the connection meanwhile is never undone), the mark
// 'Requiere reconexión', and the administrators told about it.
import { and, eq, lte, sql } from 'drizzle-orm';
import { Permission } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { mailboxes, mailboxOAuthStates } from '../../../db/schema';
import { userHoldsPermission } from '../../../plugins/current-user';

export type PendingAuthorization = typeof mailboxOAuthStates.$inferSelect;

/** The sealed tokens a connection or a refresh leaves. */
export interface SealedAccess {
  oauthAccessTokenCipher: string;
  oauthAccessTokenExpiresAt: Date;
}

/** The users told that a mailbox needs connecting again: active, holding 'Correo entrante' (28). */
export interface MailboxAdministrator {
  id: number;
  email: string;
  displayName: string;
  wantsMail: boolean;
}

export const mailboxOAuthRepository = {
  async insertState(db: Executor, row: PendingAuthorization): Promise<void> {
    await db.insert(mailboxOAuthStates).values(row);
  },

  async deleteExpiredStates(db: Executor, now: Date): Promise<void> {
    await db.delete(mailboxOAuthStates).where(lte(mailboxOAuthStates.expiresAt, now));
  },

  /** Takes the pending authorization out (single use): whoever comes second finds nothing. */
  async takeState(db: Executor, stateHash: string): Promise<PendingAuthorization | undefined> {
    const [row] = await db.delete(mailboxOAuthStates).where(eq(mailboxOAuthStates.stateHash, stateHash)).returning();
    return row;
  },

  /** True while the user is active and may still manage the mailboxes. */
  async mayConnect(db: Executor, userId: number): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`SELECT u.id FROM users u JOIN roles r ON r.id = u.role_id
           WHERE u.id = ${userId} AND u.is_active AND ${userHoldsPermission(Permission.Mailboxes)}`,
    );
    return rows.length > 0;
  },

  /** Stores the connection, only while the mailbox still uses the token endpoint and client the code was asked for. */
  async saveConnection(
    db: Executor,
    pending: Pick<PendingAuthorization, 'mailboxId' | 'tokenEndpoint' | 'clientId' | 'userId'>,
    access: SealedAccess & { oauthRefreshTokenCipher: string; oauthConnectedAddress: string },
  ): Promise<boolean> {
    const rows = await db
      .update(mailboxes)
      .set({ ...access, oauthNeedsReconnect: false, modifiedBy: pending.userId })
      .where(
        and(
          eq(mailboxes.id, pending.mailboxId),
          eq(mailboxes.oauthTokenEndpoint, pending.tokenEndpoint),
          eq(mailboxes.oauthClientId, pending.clientId),
        ),
      )
      .returning({ id: mailboxes.id });
    return rows.length > 0;
  },

  /** Stores a refreshed access, only while the mailbox still holds the refresh token it was obtained with. */
  async saveRefreshedAccess(
    db: Executor,
    mailboxId: number,
    usedRefreshTokenCipher: string,
    access: SealedAccess & { oauthRefreshTokenCipher?: string },
  ): Promise<void> {
    await db
      .update(mailboxes)
      .set(access)
      .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.oauthRefreshTokenCipher, usedRefreshTokenCipher)));
  },

  /**
   * Marks the mailbox 'Requiere reconexión' (its access token dropped) unless it already was, or its connection was
   * replaced meanwhile: answers true only for the call that marked it, so the administrators are told once.
   */
  async markNeedsReconnect(db: Executor, mailboxId: number, refusedRefreshTokenCipher: string): Promise<boolean> {
    const rows = await db
      .update(mailboxes)
      .set({ oauthNeedsReconnect: true, oauthAccessTokenCipher: null, oauthAccessTokenExpiresAt: null })
      .where(
        and(
          eq(mailboxes.id, mailboxId),
          eq(mailboxes.oauthNeedsReconnect, false),
          eq(mailboxes.oauthRefreshTokenCipher, refusedRefreshTokenCipher),
        ),
      )
      .returning({ id: mailboxes.id });
    return rows.length > 0;
  },

  administrators: (db: Executor): Promise<MailboxAdministrator[]> =>
    queryRows<MailboxAdministrator>(
      db,
      sql`SELECT u.id, u.email, u.display_name AS "displayName", u.email_notifications AS "wantsMail"
            FROM users u JOIN roles r ON r.id = u.role_id
           WHERE u.is_active AND NOT u.is_group AND ${userHoldsPermission(Permission.Mailboxes)}
           ORDER BY u.id`,
    ),
};
