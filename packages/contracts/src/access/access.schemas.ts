// Lookups the user form and the bootstrap need: roles, entity types, external entities, branches.
import { z } from 'zod';
import { EntityType } from '../common/permissions';

export const roleItem = z.object({
  id: z.number(),
  code: z.string(),
  detail: z.string(),
  isActive: z.boolean(),
  isEditable: z.boolean(),
});
export type RoleItem = z.infer<typeof roleItem>;

export const entityTypeItem = z.object({ id: z.number(), code: z.string(), detail: z.string() });
export type EntityTypeItem = z.infer<typeof entityTypeItem>;

export const externalEntityItem = z.object({ id: z.number(), entityTypeId: z.number(), code: z.string(), isActive: z.boolean() });
export type ExternalEntityItem = z.infer<typeof externalEntityItem>;

/** A client or provider company as clients and providers see it: its name (docs/product/access.md#users). */
export const externalEntityName = z.object({ id: z.number(), code: z.string() });

/** GET externalentities/all: the full item for internal callers, id and name for external ones. */
export const pickedExternalEntity = z.union([externalEntityItem, externalEntityName]);
export type PickedExternalEntity = z.infer<typeof pickedExternalEntity>;

export const companyLocationItem = z.object({ id: z.number(), code: z.string(), detail: z.string() });
export type CompanyLocationItem = z.infer<typeof companyLocationItem>;

/** Client role codes give entity type 2, provider role codes entity type 3 (docs/product/access.md#users). */
export const entityTypeForRoleCode = (code: string): number | null => {
  const normalized = code.trim().toUpperCase();
  if (normalized.startsWith('CLIENT')) return EntityType.Client;
  if (normalized.startsWith('PROVIDER')) return EntityType.Provider;
  return null;
};
