// The two ways of editing permissions (docs/product/access.md#permissions): the permissions of one role, or the
// roles of one permission; the type sent with the save is the mode.
import type { MassiveAssignment } from '@tms/contracts';

export type AssignmentMode = MassiveAssignment['type'];

export const assignmentTexts: Record<AssignmentMode, { picker: string; assigned: string; unassigned: string; item: string }> = {
  role: { picker: 'Rol', assigned: 'Permisos asignados', unassigned: 'Permisos sin asignar', item: 'permiso' },
  businessFunction: { picker: 'Permiso', assigned: 'Roles asignados', unassigned: 'Roles sin asignar', item: 'rol' },
};
