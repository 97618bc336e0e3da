// The user form's values: what the contracts' userInput schema reads, with empty pickers as null.
import { EntityType, type User, type UserInput } from '@tms/contracts';

export type UserFormValues = UserInput;

export const userFormFields = [
  'userName',
  'displayName',
  'email',
  'mobilePhone',
  'roleId',
  'companyLocationId',
  'entityTypeId',
  'externalEntityId',
  'externalId',
  'isActive',
  'password',
] as const;

export function userFormValues(user?: User): UserFormValues {
  return {
    userName: user?.userName ?? '',
    displayName: user?.displayName ?? '',
    email: user?.email ?? '',
    mobilePhone: user?.mobilePhone ?? '',
    roleId: user?.roleId ?? null,
    companyLocationId: user?.companyLocationId ?? null,
    entityTypeId: user?.entityTypeId ?? EntityType.Internal,
    externalEntityId: user?.externalEntityId ?? null,
    externalId: user?.externalId ?? '',
    isActive: user?.isActive ?? true,
    password: '',
  };
}
