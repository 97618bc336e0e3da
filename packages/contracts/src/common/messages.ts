// Every Spanish text the server and the app share: the spec's error catalogue and validation messages.
export const messages = {
  badRequest: 'Datos invalidos, intente de nuevo.',
  notFound: 'No se encontraron resultados, verifique los datos.',
  conflict: 'Existen datos relacionados al registro, desactivelos para poder continuar.',
  serverError: 'Error en servicio, intente de nuevo.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  unauthorized: 'Su sesión no es válida o expiró, inicie sesión de nuevo.',
  tooManyAttempts: 'Demasiados intentos fallidos, intente de nuevo en unos minutos.',
  operationError:
    'Ocurrio un error en el servicio. Intente de nuevo o pongase en contacto con el administrador.',
  operationSuccess: 'Datos Guardados Correctamente.',
  unexpected: 'Ha sucedido un error inesperado',
  required: 'El campo es requerido',
  fieldRequired: 'Este campo es requerido.',
  maxLength: (n: number) => `Maximo ${n} caracteres`,
  invalidEmail: 'Ingrese una dirección de email valida.',
  invalidPhone: 'Numero de telefono no valido.',
  userNameFormat:
    'Formato incorrecto, 4-25 caracteres alfanumericos, guion bajo y punto no permitidos al inicio o fin',
  invalidCredentials: 'Usuario o contraseña incorrectos.',
  inactiveUser: 'El usuario está inactivo, contacte al administrador.',
  passwordsDoNotMatch: 'Contraseñas no conciden',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres.',
  passwordUpdated: 'Contraseña actualizada',
  needChangePassword: 'Se necesita ingresar nueva contraseña',
  recoverySent:
    'Si los datos corresponden a un usuario activo, se enviará un correo con una contraseña temporal válida por 1 hora.',
  userNameTaken: 'El nombre de usuario ya existe.',
  emailTaken: 'El correo electrónico ya está registrado.',
  cannotDeleteSelf: 'No puede eliminar su propio usuario.',
  externalEntityRequired: 'Seleccione la entidad externa.',
  invalidOption: 'La opción seleccionada no es válida.',
} as const;
