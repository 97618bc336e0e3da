// Spanish texts of the access rules (docs/product/access.md#delegation): delegation limits of the users and
// permissions administrators, and the own password change.
import { messages } from '../common/messages';

export const accessMessages = {
  superuserRoleOnlyBySuperuser: 'Solo un superusuario puede asignar el rol de superusuario.',
  roleExceedsPermissions: 'No puede asignar un rol con permisos que usted no tiene.',
  cannotChangeOwnRole: 'No puede cambiar su propio rol.',
  userExceedsPermissions: 'No puede modificar a un usuario con permisos que usted no tiene.',
  grantExceedsPermissions: 'No puede otorgar ni retirar permisos que usted no tiene.',
  cannotEditOwnRoleGrants: 'No puede modificar los permisos de su propio rol.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
} as const;

/** Two-step sign-in (docs/product/access.md#two-step-sign-in). */
export const twoFactorMessages = {
  codeFormat: 'El código debe tener 6 dígitos.',
  recoveryCodeFormat: 'El código de recuperación tiene 10 letras y números.',
  codeOrRecoveryCode: 'Escriba el código de su aplicación o un código de recuperación, no ambos.',
  codeWrong: 'El código no es correcto.',
  challengeExpired: 'La verificación venció. Inicie sesión de nuevo.',
  setupRequired: 'Su rol requiere la verificación en dos pasos: configúrela para continuar.',
  alreadyEnabled: 'La verificación en dos pasos ya está activa.',
  noPendingSetup: 'Primero genere la clave de su aplicación de autenticación.',
  notEnabled: 'La verificación en dos pasos no está activa.',
  requiredByRole: 'Su rol requiere la verificación en dos pasos: no puede desactivarla.',
  enabled: 'Verificación en dos pasos activada',
  disabled: 'Verificación en dos pasos desactivada',
  reset: 'Verificación en dos pasos restablecida',
} as const;

/** API tokens for integrations (docs/product/api-tokens.md). */
export const apiTokenMessages = {
  expiryPast: 'La fecha de expiración debe ser posterior a hoy.',
  expiryTooFar: 'La fecha de expiración no puede ser mayor a un año.',
  invalid: 'El token de API no es válido.',
  revoked: 'El token de API fue revocado.',
  expired: 'El token de API expiró.',
  readOnly: 'El token de API es de solo lectura: no puede crear, modificar ni eliminar datos.',
  sessionRequired: 'Esta acción requiere iniciar sesión en la aplicación: un token de API no puede realizarla.',
  throttled: (callsPerMinute: number) =>
    `Se excedió el límite de ${callsPerMinute} solicitudes por minuto de este token de API, intente de nuevo en un momento.`,
  created: 'Token de API creado',
  revokedNotice: 'Token de API revocado',
  copied: 'Token copiado',
  copyFailed: 'No se pudo copiar: selecciónelo y cópielo a mano.',
  shownOnce: 'Copie el token ahora: no se volverá a mostrar.',
  confirmRevoke: (name: string) => `¿Revocar el token «${name}»? Las integraciones que lo usen dejarán de funcionar.`,
} as const;

/** Directory sign-in, LDAP or Active Directory (docs/product/access.md#directory-sign-in). */
export const directoryMessages = {
  unavailable: 'El directorio no responde; intente más tarde. Las cuentas locales siguen funcionando.',
  noRole: 'Su cuenta del directorio no tiene un rol asignado en la mesa de ayuda.',
  missingAttribute: 'Su cuenta del directorio no tiene nombre de usuario o correo electrónico; contacte al administrador.',
  clash:
    'Otro usuario de la mesa de ayuda ya tiene el nombre de usuario o el correo de su cuenta del directorio; contacte al administrador.',
  passwordManaged: 'La contraseña de esta cuenta se administra en el directorio de la empresa.',
} as const;

/**
 * Why an OpenID sign-in did not end in a session: `/sign-in?sso_error=<reason>` (docs/product/access.md#single-sign-on).
 * Here, beside the other texts and away from the schemas, so the sign-in screen loads no validation library.
 */
export const singleSignOnFailures = ['denied', 'expired', 'failed', 'unverified', 'unknown', 'inactive', 'unavailable'] as const;
export type SingleSignOnFailure = (typeof singleSignOnFailures)[number];

export const singleSignOnMessages: Record<SingleSignOnFailure, string> = {
  denied: 'El proveedor de identidad no autorizó el inicio de sesión.',
  expired: 'El inicio de sesión tardó demasiado o ya se usó. Intente de nuevo.',
  failed: 'No se pudo verificar la respuesta del proveedor de identidad. Intente de nuevo.',
  unverified: 'El proveedor de identidad no confirma su correo electrónico: no es posible iniciar sesión.',
  unknown: 'No hay un usuario de la mesa de ayuda con su correo electrónico. Pida acceso al administrador.',
  inactive: messages.inactiveUser,
  unavailable: 'El proveedor de identidad no responde. Intente más tarde o inicie sesión con su contraseña.',
};
