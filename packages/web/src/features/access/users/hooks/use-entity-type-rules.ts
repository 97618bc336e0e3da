// User form (docs/product/access.md#users): a client role sets entity type 2 and a provider role entity type 3, both
// read-only. Choosing any other role (the superuser's included) sets it back to 1 'Usuario interno' and leaves it
// editable, so a user moved from PROVIDER MANAGER to Agente does not stay a provider. A new entity type empties the
// external entity, which only external users have.
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { EntityType, entityTypeForRoleCode, type RoleItem, type UserInputParsed } from '@tms/contracts';
import type { UserFormValues } from '../components/user-form-values';

export function useEntityTypeRules(form: UseFormReturn<UserFormValues, unknown, UserInputParsed>, roles: readonly RoleItem[]) {
  const [roleId, entityTypeId] = useWatch({ control: form.control, name: ['roleId', 'entityTypeId'] });

  const forcedEntityTypeOf = (id: unknown) => {
    const role = roles.find((candidate) => candidate.id === Number(id));
    return role ? entityTypeForRoleCode(role.code) : null;
  };

  const changeEntityType = (next: number | null) => {
    if (Number(form.getValues('entityTypeId')) !== next) {
      form.setValue('entityTypeId', next, { shouldDirty: true, shouldValidate: true });
    }
    form.setValue('externalEntityId', null, { shouldDirty: true });
    form.clearErrors('externalEntityId');
  };

  const onRoleChange = (nextRoleId: unknown) => {
    const next = forcedEntityTypeOf(nextRoleId) ?? EntityType.Internal;
    if (next !== Number(form.getValues('entityTypeId'))) changeEntityType(next);
  };

  const onEntityTypeChange = (next: unknown) => changeEntityType(next === null ? null : Number(next));

  const currentEntityType = entityTypeId === null || entityTypeId === undefined ? null : Number(entityTypeId);
  return {
    entityTypeLocked: forcedEntityTypeOf(roleId) !== null,
    /** The external entity picker shows for external users only (entity type other than 1). */
    hasExternalEntity: currentEntityType !== null && currentEntityType !== EntityType.Internal,
    entityTypeId: currentEntityType,
    onRoleChange,
    onEntityTypeChange,
  };
}
