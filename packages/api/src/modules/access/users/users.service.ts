// User administration rules: references must be active, the role decides the entity type for client and
// provider roles, external users belong to an external entity of their type, names and e-mails are unique (also
// when two requests race: the unique indexes decide), administrators grant only what they hold (users.policy.ts),
// and a password reset, deactivation, role change or deletion ends every session of the user
// (docs/product/access.md#sessions-and-throttling). Each change, and the sessions it ended, is an audit log entry
// written in its transaction (users.audit.ts, docs/product/audit-log.md#what-is-recorded).
import {
  entityTypeForRoleCode,
  EntityType,
  messages,
  type PageQuery,
  type PickedUser,
  type UserDetail,
  type UserInputParsed,
  type UserSaved,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { badRequest, duplicate, found } from '../../../lib/errors';
import { stillReferenced } from '../../../lib/catalogue-kit/deletion';
import { duplicateOf, refusingWrite, vanishedReference } from '../../../lib/catalogue-kit/unique-writes';
import { enqueueMail } from '../../../lib/outbox';
import { generateTemporaryPassword, hashPassword } from '../../../lib/passwords';
import type { AuthUser } from '../../../plugins/current-user';
import { signInAddressesRepository } from '../auth/sign-in-addresses.repository';
import { rolesRepository, type RoleGrants } from '../roles/roles.repository';
import { sessionsRepository } from '../sessions/sessions.repository';
import { resetTwoFactor, twoFactorEnabledOf } from '../two-factor/two-factor.service';
import { presentPickedUser, presentUserDetail, presentUserPage, presentUserSaved } from './users.presenter';
import { refuseDirectoryPassword } from '../directory/directory-sign-in';
import { recordChange } from '../../../lib/audit-trail';
import { recordSessionsEnded } from './users.audit';
import { usersPolicy, type ManagedUser } from './users.policy';
import { searchColumns, usersRepository as repository, type UserRow } from './users.repository';

const TAKEN_MESSAGES = { userName: messages.userNameTaken, email: messages.emailTaken };

const taken = (field: 'userName' | 'email') => duplicate({ [field]: TAKEN_MESSAGES[field] }, TAKEN_MESSAGES[field]);

async function checkReferences(db: Executor, input: UserInputParsed): Promise<void> {
  const references = await repository.references(db, input);
  const fields: Record<string, string> = {};
  if (references.roleCode === null) fields.roleId = messages.invalidOption;
  if (!references.companyLocation) fields.companyLocationId = messages.invalidOption;
  if (!references.entityType) fields.entityTypeId = messages.invalidOption;
  const forced = references.roleCode === null ? null : entityTypeForRoleCode(references.roleCode);
  if (forced !== null && forced !== input.entityTypeId) fields.entityTypeId = messages.invalidOption;
  if (input.entityTypeId !== EntityType.Internal && input.externalEntityId && !references.externalEntity) {
    fields.externalEntityId = messages.invalidOption;
  }
  if (Object.keys(fields).length) throw badRequest(fields);
}

async function checkUnique(db: Executor, input: UserInputParsed, exceptId?: number): Promise<void> {
  const clashes = await repository.clashes(db, input.userName, input.email, exceptId);
  if (clashes.userName) throw taken('userName');
  if (clashes.email) throw taken('email');
}

/** The unique indexes settle two requests racing with one user name or e-mail: each answers its field's 400. */
const takenByIndex = duplicateOf({ users_user_name_uq: () => taken('userName'), users_email_uq: () => taken('email') });

/** A write racing another with the same user name or e-mail (or a role removed meanwhile) answers 400, never 500. */
const guardedWrite = <T>(write: () => Promise<T>): Promise<T> => refusingWrite(write, takenByIndex, vanishedReference);

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

/** Whether saving `input` over `current` must end the user's sessions. */
const endsSessions = (current: UserRow, input: UserInputParsed, passwordSet: boolean) =>
  passwordSet || !input.isActive || input.roleId !== current.roleId;

export function createUsersService(ctx: AppContext) {
  const { db } = ctx;

  async function grantsOf(roleId: number): Promise<RoleGrants> {
    const [grants] = await rolesRepository.grants(db, roleId);
    return grants ?? { id: roleId, permissionIds: [] };
  }

  /** The user as the policy sees it, or 404. */
  async function managed(id: number): Promise<{ row: UserRow; target: ManagedUser }> {
    const row = found(await repository.get(db, id));
    return { row, target: { id, role: await grantsOf(row.roleId) } };
  }

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

  async function saved(id: number, temporaryPassword: string | null): Promise<UserSaved> {
    return presentUserSaved(found(await repository.get(db, id)), temporaryPassword);
  }

  return {
    page: async (query: PageQuery) => presentUserPage(await repository.page(db, query)),

    async get(actor: AuthUser, id: number): Promise<UserDetail> {
      const { row, target } = await managed(id);
      const abilities = usersPolicy.abilities(actor, target, await rolesRepository.grants(db));
      return presentUserDetail(row, abilities, await twoFactorEnabledOf(db, id));
    },

    async picker(actor: AuthUser, internalOnly = false): Promise<PickedUser[]> {
      const rows = await repository.picker(db, usersPolicy.listedUsers(actor, internalOnly));
      return rows.map((row) => presentPickedUser(actor, row));
    },

    async search(actor: AuthUser, text: string): Promise<PickedUser[]> {
      if (!text) return [];
      const columns = usersPolicy.seesContactDetails(actor) ? searchColumns.all : searchColumns.nameOnly;
      const rows = await repository.search(db, text, usersPolicy.pickableUsers(), columns);
      return rows.map((row) => presentPickedUser(actor, row));
    },

    async create(actor: AuthUser, input: UserInputParsed): Promise<UserSaved> {
      await checkReferences(db, input);
      usersPolicy.checkAssignRole(actor, await grantsOf(input.roleId));
      await checkUnique(db, input);
      const password = await passwordChange(input, true);
      const values = { ...profileOf(input), passwordHash: '', ...password.set, createdBy: actor.id, modifiedBy: actor.id };
      const id = await guardedWrite(() =>
        db.transaction(async (tx) => {
          const newId = await repository.insert(tx, values);
          if (password.temporaryPassword) await welcomeMail(tx, input, password.temporaryPassword);
          await recordChange(tx, actor, {
            action: 'create',
            entity: 'users',
            recordId: newId,
            before: null,
            after: await repository.audited(tx, newId),
          });
          return newId;
        }),
      );
      return saved(id, password.temporaryPassword);
    },

    async update(actor: AuthUser, id: number, input: UserInputParsed): Promise<UserSaved> {
      const { row, target } = await managed(id);
      usersPolicy.checkManage(actor, target);
      await checkReferences(db, input);
      if (input.roleId !== row.roleId) usersPolicy.checkRoleChange(actor, target, await grantsOf(input.roleId));
      await checkUnique(db, input, id);
      if (input.password) await refuseDirectoryPassword(db, id);
      const password = await passwordChange(input, false);
      const values = { ...profileOf(input), ...password.set, modifiedBy: actor.id, modifiedDate: new Date() };
      await guardedWrite(() =>
        db.transaction(async (tx) => {
          const before = await repository.audited(tx, id);
          await repository.update(tx, id, values);
          await recordChange(tx, actor, {
            action: 'update',
            entity: 'users',
            recordId: id,
            before,
            after: await repository.audited(tx, id),
          });
          if (endsSessions(row, input, 'passwordHash' in password.set)) {
            await recordSessionsEnded(tx, actor, id, await sessionsRepository.endAllOf(tx, id));
          }
        }),
      );
      return saved(id, password.temporaryPassword);
    },

    /** DELETE users/{id}/two-factor (docs/product/access.md#two-step-sign-in): by whoever may edit the user. */
    async resetTwoFactor(actor: AuthUser, id: number): Promise<void> {
      usersPolicy.checkManage(actor, (await managed(id)).target);
      await resetTwoFactor(db, id, actor.id);
    },

    async remove(actor: AuthUser, id: number): Promise<void> {
      if (id === actor.id) throw badRequest(undefined, messages.cannotDeleteSelf);
      usersPolicy.checkManage(actor, (await managed(id)).target);
      // Tickets, catalogues or history pointing at the user refuse the deletion: deactivate instead.
      await refusingWrite(
        () =>
          db.transaction(async (tx) => {
            const before = await repository.audited(tx, id);
            await recordSessionsEnded(tx, actor, id, await sessionsRepository.endAllOf(tx, id));
            await signInAddressesRepository.forgetUser(tx, id);
            await repository.delete(tx, id);
            await recordChange(tx, actor, { action: 'delete', entity: 'users', recordId: id, before, after: null });
          }),
        stillReferenced,
      );
    },
  };
}
