// The users rows that mirror directory entries (docs/product/access.md#directory-sign-in): found by the entry's DN,
// or by the user name of a row that already mirrors the directory (never a local account), created or refreshed.
import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { EntityType } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { users } from '../../../db/schema';
import type { SignInUser } from '../auth/auth.repository';

/** What a directory sign-in writes on the row. */
export interface MirroredFields {
  userName: string;
  email: string;
  displayName: string;
  roleId: number;
  directoryDn: string;
}

const lowered = (column: typeof users.userName | typeof users.email | typeof users.directoryDn, value: string) =>
  eq(sql`lower(${column})`, value.toLowerCase());

export const directoryRepository = {
  /** The row of the entry `dn`, else the row named `userName` that already mirrors a directory entry (a moved entry). */
  async findMirror(db: Executor, dn: string, userName: string): Promise<SignInUser | undefined> {
    const [byDn] = await db.select().from(users).where(lowered(users.directoryDn, dn)).limit(1);
    if (byDn) return byDn;
    const [byName] = await db
      .select()
      .from(users)
      .where(and(lowered(users.userName, userName), isNotNull(users.directoryDn)))
      .limit(1);
    return byName;
  },

  /** Whether another row than `exceptId` holds the user name or the e-mail (both unique, ignoring case). */
  async taken(db: Executor, fields: Pick<MirroredFields, 'userName' | 'email'>, exceptId: number | null): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          or(lowered(users.userName, fields.userName), lowered(users.email, fields.email)),
          exceptId === null ? undefined : ne(users.id, exceptId),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** A new 'Usuario interno' (every user the directory creates is one). */
  async create(
    db: Executor,
    fields: MirroredFields & { passwordHash: string; companyLocationId: number | null },
  ): Promise<SignInUser> {
    const [row] = await db
      .insert(users)
      .values({ ...fields, entityTypeId: EntityType.Internal, needChangePassword: false, isActive: true })
      .returning();
    return row;
  },

  /**
   * Refreshes the row from the entry; `isActive` is left as it is. Any pending forced change or recovery password is
   * dropped: the directory holds this account's password.
   */
  async refresh(db: Executor, id: number, fields: MirroredFields): Promise<SignInUser> {
    const [row] = await db
      .update(users)
      .set({
        ...fields,
        needChangePassword: false,
        isTempPassword: false,
        tempPasswordHash: null,
        tempPasswordExpiresAt: null,
        modifiedBy: id,
        modifiedDate: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  /** Whether the user's password is the directory's (the row mirrors an entry). */
  async isDirectoryUser(db: Executor, id: number): Promise<boolean> {
    const [row] = await db.select({ dn: users.directoryDn }).from(users).where(eq(users.id, id));
    return !!row?.dn;
  },
};
