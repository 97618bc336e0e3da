// The checks a role row passes before it is sent (docs/product/access.md#roles): a code ('Ingrese los datos del
// Rol') not used by another role, ignoring case ('El rol ya existe'). The server checks the same; asking first saves a round trip.
import { catalogueMessages, roleInput, type Role, type RoleInputParsed } from '@tms/contracts';

/** A refusal to show as a warning: the row stays in edit mode for the user to fix it. */
export class RoleRowRefusal extends Error {}

export function checkRoleRow(row: Role, roles: readonly Role[]): RoleInputParsed {
  const parsed = roleInput.safeParse(row);
  if (!parsed.success) throw new RoleRowRefusal(parsed.error.issues[0]?.message ?? catalogueMessages.roleRequired);
  const code = parsed.data.code.toLocaleLowerCase('es-MX');
  if (roles.some((other) => other.id !== row.id && other.code.trim().toLocaleLowerCase('es-MX') === code)) {
    throw new RoleRowRefusal(catalogueMessages.roleExists);
  }
  return parsed.data;
}
