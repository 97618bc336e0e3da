// Spanish texts of the access rules (docs/product/access.md#delegation): delegation limits of the users and
// permissions administrators, and the own password change.
export const accessMessages = {
  superuserRoleOnlyBySuperuser: 'Solo un superusuario puede asignar el rol de superusuario.',
  roleExceedsPermissions: 'No puede asignar un rol con permisos que usted no tiene.',
  cannotChangeOwnRole: 'No puede cambiar su propio rol.',
  userExceedsPermissions: 'No puede modificar a un usuario con permisos que usted no tiene.',
  grantExceedsPermissions: 'No puede otorgar ni retirar permisos que usted no tiene.',
  cannotEditOwnRoleGrants: 'No puede modificar los permisos de su propio rol.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
} as const;
