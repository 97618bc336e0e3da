// User administration rules: references must be active, the role decides the entity type for client and
// provider roles, external users belong to an external entity of their type, names and e-mails are unique.
import { and, eq } from 'drizzle-orm';
import { entityTypeForRoleCode, EntityType, messages, type UserInputParsed, type UserSaved } from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { companyLocations, entityTypes, externalEntities, roles, users } from '../../../db/schema';
import { badRequest, conflict, found, AppError } from '../../../lib/errors';
import { isForeignKeyViolation } from '../../../lib/database-errors';
import { enqueueMail } from '../../../lib/outbox';
import { generateTemporaryPassword, hashPassword } from '../../../lib/passwords';
import { presentUser } from './users.presenter';
import { usersRepository } from './users.repository';

async function checkReferences(db: Executor, input: UserInputParsed): Promise<void> {
  const fields: Record<string, string> = {};
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, input.roleId), eq(roles.isActive, true)));
  if (!role) fields.roleId = messages.invalidOption;
  const [location] = await db
    .select({ id: companyLocations.id })
    .from(companyLocations)
    .where(and(eq(companyLocations.id, input.companyLocationId), eq(companyLocations.isActive, true)));
  if (!location) fields.companyLocationId = messages.invalidOption;
  const [entityType] = await db
    .select({ id: entityTypes.id })
    .from(entityTypes)
    .where(and(eq(entityTypes.id, input.entityTypeId), eq(entityTypes.isActive, true)));
  if (!entityType) fields.entityTypeId = messages.invalidOption;
  const forced = role ? entityTypeForRoleCode(role.code) : null;
  if (forced !== null && forced !== input.entityTypeId) fields.entityTypeId = messages.invalidOption;
  if (input.entityTypeId !== EntityType.Internal && input.externalEntityId) {
    const [entity] = await db
      .select({ id: externalEntities.id })
      .from(externalEntities)
      .where(
        and(
          eq(externalEntities.id, input.externalEntityId),
          eq(externalEntities.entityTypeId, input.entityTypeId),
          eq(externalEntities.isActive, true),
        ),
      );
    if (!entity) fields.externalEntityId = messages.invalidOption;
  }
  if (Object.keys(fields).length) throw badRequest(fields);
}

async function checkUnique(db: Executor, input: UserInputParsed, exceptId?: number): Promise<void> {
  const clashes = await usersRepository.clashes(db, input.userName, input.email, exceptId);
  if (clashes.userName) throw new AppError(400, messages.userNameTaken, { userName: messages.userNameTaken });
  if (clashes.email) throw new AppError(400, messages.emailTaken, { email: messages.emailTaken });
}

const profileOf = (input: UserInputParsed) => ({
  userName: input.userName,
  displayName: input.displayName,
  email: input.email,
  mobilePhone: input.mobilePhone,
  roleId: input.roleId,
  companyLocationId: input.companyLocationId,
  entityTypeId: input.entityTypeId,
  externalEntityId: input.entityTypeId === EntityType.Internal ? null : input.externalEntityId,
  externalId: input.externalId,
  isActive: input.isActive,
});

export function createUsersService(ctx: AppContext) {
  const { db } = ctx;

  /** A new password set by an administrator must be changed at the next sign-in; none given generates one. */
  async function passwordChange(input: UserInputParsed, required: boolean) {
    if (!input.password && !required) return { set: {}, temporaryPassword: null };
    const temporaryPassword = input.password ? null : generateTemporaryPassword();
    const hash = await hashPassword(input.password || temporaryPassword!);
    return {
      set: {
        passwordHash: hash,
        needChangePassword: true,
        isTempPassword: true,
        tempPasswordHash: null,
        tempPasswordExpiresAt: null,
      },
      temporaryPassword,
    };
  }

  async function welcomeMail(tx: Executor, input: UserInputParsed, temporaryPassword: string) {
    await enqueueMail(tx, {
      to: input.email,
      subject: 'Bienvenido a Ticket Management System',
      paragraphs: [
        `Hola ${input.displayName}:`,
        `Se creó su cuenta con el usuario ${input.userName}. Su contraseña temporal es: ${temporaryPassword}`,
        'Al iniciar sesión se le pedirá una nueva contraseña.',
      ],
      link: { label: 'Iniciar sesión', path: '/sign-in' },
    });
  }

  return {
    async create(input: UserInputParsed, actorId: number): Promise<UserSaved> {
      await checkReferences(db, input);
      await checkUnique(db, input);
      const password = await passwordChange(input, true);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ ...profileOf(input), passwordHash: '', ...password.set, createdBy: actorId, modifiedBy: actorId })
          .returning({ id: users.id });
        if (password.temporaryPassword) await welcomeMail(tx, input, password.temporaryPassword);
        return row.id;
      });
      return { user: presentUser(found(await usersRepository.get(db, id))), temporaryPassword: password.temporaryPassword };
    },

    async update(id: number, input: UserInputParsed, actorId: number): Promise<UserSaved> {
      found(await usersRepository.get(db, id));
      await checkReferences(db, input);
      await checkUnique(db, input, id);
      const password = await passwordChange(input, false);
      await db
        .update(users)
        .set({ ...profileOf(input), ...password.set, modifiedBy: actorId, modifiedDate: new Date() })
        .where(eq(users.id, id));
      return { user: presentUser(found(await usersRepository.get(db, id))), temporaryPassword: password.temporaryPassword };
    },

    async remove(id: number, actorId: number): Promise<void> {
      if (id === actorId) throw badRequest(undefined, messages.cannotDeleteSelf);
      found(await usersRepository.get(db, id));
      try {
        await db.delete(users).where(eq(users.id, id));
      } catch (error) {
        // Tickets, catalogues or history point at this user: deactivate instead.
        if (isForeignKeyViolation(error)) throw conflict();
        throw error;
      }
    },
  };
}
