// Spanish texts of the e-mail channel: form messages, the connection test's answers, and the texts the reader writes.
export const channelMessages = {
  invalidPort: 'El puerto debe ser un número entre 1 y 65535.',
  invalidHost: 'El servidor no es válido.',
  passwordRequired: 'Este campo es requerido.',
  codeTaken: 'Ya existe un buzón con este código.',
  connectionOk: 'Conexión correcta.',
  invalidAuthservId: 'El identificador del servidor solo admite letras, números, puntos, guiones y guiones bajos.',
  /** The stored password is only ever sent to the server, port and user it was saved for, over the same security. */
  passwordForNewServer: 'Escriba la contraseña: cambió el servidor, el puerto, el usuario o la conexión segura.',
  // OAuth 2.0 sign-in (docs/product/channels.md#oauth-sign-in).
  endpointNotSecure: 'La dirección debe empezar con https:// (http:// solo para una dirección local).',
  invalidTenant: 'El inquilino solo admite letras, números, puntos y guiones.',
  invalidScopes: 'Los permisos se separan con espacios y no admiten comillas ni barras invertidas.',
  /** The stored client secret is only ever sent to the token endpoint it was saved for. */
  clientSecretForNewEndpoint: 'Escriba el secreto del cliente: cambió el proveedor o el endpoint de tokens.',
  saveBeforeConnecting: "Guarde el buzón con el inicio de sesión OAuth y el secreto del cliente antes de usar 'Conectar'.",
  connectBeforeTesting: "Guarde el buzón y use 'Conectar' antes de probar la conexión.",
  needsReconnect: 'Requiere reconexión: el proveedor rechazó la renovación del acceso.',
  /** Said to the administrators (in-app and by mail) once, when a mailbox's access could not be renewed. */
  needsReconnectNotice: (code: string) =>
    `El buzón ${code} requiere reconexión: el proveedor rechazó la renovación del acceso. Abra 'Correo entrante' y use ` +
    "'Reconectar'; mientras tanto no se leen sus correos.",
  needsReconnectSubject: (code: string) => `El buzón ${code} requiere reconexión`,
  tokenRefreshFailed: 'No se pudo renovar el acceso con el proveedor; se volverá a intentar.',
  oauthRefused: 'El servidor rechazó el acceso de la cuenta conectada.',
  connectedAs: (address: string) => `Conectado como ${address}`,
  notConnected: 'Sin conectar',
  // The connection test answers one sentence per kind of failure, never the server's or the system's own words, so a
  // closed port and a filtered one read the same (docs/product/channels.md#mailboxes).
  couldNotConnect: (host: string) => `No se pudo conectar con el servidor ${host}.`,
  secureFailed: 'No se pudo establecer la conexión segura con el servidor.',
  authenticationFailed: 'El servidor rechazó el usuario o la contraseña.',
  folderMissing: (folder: string) => `No existe la carpeta ${folder} en el buzón.`,
  // Reasons recorded for mails that were not turned into tickets or messages.
  unreadable: (reason: string) => `El correo no se pudo leer: ${reason}`,
  tooLarge: (megabytes: number) => `El correo excede el tamaño máximo de ${megabytes} MB.`,
  headersTooLarge: 'Los encabezados del correo son demasiado grandes.',
  noSender: 'El correo no tiene remitente.',
  automatic: 'Respuesta automática, rebote o correo masivo.',
  ownMail: 'Correo enviado por el propio sistema.',
  unknownSender: 'Remitente desconocido: se envió la respuesta automática.',
  unknownSenderAgain: 'Remitente desconocido: ya recibió la respuesta automática de hoy.',
  unverifiedSender: 'Remitente no verificado: se envió la respuesta automática.',
  unverifiedSenderAgain: 'Remitente no verificado: ya recibió la respuesta automática de hoy.',
  repeatedMessageId: 'Correo repetido: otro correo con el mismo Message-ID ya se había leído; no se procesó.',
  rejected: (reason: string) => `El ticket no se pudo crear: ${reason}`,
  noSubject: '(Sin asunto)',
  refusedAttachments: (names: string[]) => `Archivos del correo no adjuntados: ${names.join('; ')}.`,
  // Why one file of a mail was not attached (each names the file).
  attachmentTooLarge: (name: string, megabytes: number) => `${name} (excede el tamaño máximo de ${megabytes} MB)`,
  attachmentAgainstRules: (name: string) => `${name} (no cumple las reglas de archivos de la subcategoría)`,
  attachmentNotAllowed: (name: string) => `${name} (el remitente no puede adjuntar archivos a este ticket)`,
  // The automatic answer to an unknown sender.
  autoAnswerSubject: (subject: string) => `Re: ${subject}`,
  autoAnswerText:
    'Recibimos su correo, pero su dirección no está registrada en la mesa de ayuda, por lo que no se creó un ticket. ' +
    'Si necesita atención, solicite una cuenta al administrador. Este mensaje se envía una vez al día.',
  /** To a mail whose sender could not be verified: the From may be forged, so it names no account and no ticket. */
  unverifiedAnswerText:
    'Recibimos su correo, pero no pudimos verificar que lo envió usted, por lo que no se creó un ticket ni se agregó ' +
    'un mensaje. Responda directamente al correo de notificación del ticket o use la mesa de ayuda en línea. Este ' +
    'mensaje se envía una vez al día.',
};
