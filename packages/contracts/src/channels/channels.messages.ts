// Spanish texts of the e-mail channel: form messages, the connection test's answers, and the texts the reader writes.
export const channelMessages = {
  invalidPort: 'El puerto debe ser un número entre 1 y 65535.',
  invalidHost: 'El servidor no es válido.',
  passwordRequired: 'Este campo es requerido.',
  codeTaken: 'Ya existe un buzón con este código.',
  connectionOk: 'Conexión correcta.',
  // The connection test names what failed, with the server's own words where it gave some.
  authenticationFailed: (serverText: string) => `El servidor rechazó el usuario o la contraseña${detail(serverText)}.`,
  connectionRefused: (host: string, port: number) => `El servidor ${host} rechazó la conexión en el puerto ${port}.`,
  hostNotFound: (host: string) => `No se encontró el servidor ${host}.`,
  timedOut: (host: string) => `El servidor ${host} no respondió a tiempo.`,
  secureFailed: (serverText: string) => `No se pudo establecer la conexión segura${detail(serverText)}.`,
  folderMissing: (folder: string) => `No existe la carpeta ${folder} en el buzón.`,
  connectionFailed: (serverText: string) => `No se pudo conectar con el servidor${detail(serverText)}.`,
  // Reasons recorded for mails that were not turned into tickets or messages.
  unreadable: (reason: string) => `El correo no se pudo leer: ${reason}`,
  tooLarge: (megabytes: number) => `El correo excede el tamaño máximo de ${megabytes} MB.`,
  headersTooLarge: 'Los encabezados del correo son demasiado grandes.',
  noSender: 'El correo no tiene remitente.',
  automatic: 'Respuesta automática, rebote o correo masivo.',
  ownMail: 'Correo enviado por el propio sistema.',
  unknownSender: 'Remitente desconocido: se envió la respuesta automática.',
  unknownSenderAgain: 'Remitente desconocido: ya recibió la respuesta automática de hoy.',
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
};

function detail(serverText: string): string {
  return serverText ? `: ${serverText}` : '';
}
