// Spanish texts of the ticket screen and its server rules (docs/product/tickets.md#validation,
// docs/product/tickets.md#errors).
export const ticketMessages = {
  subjectRequired: 'Titulo requerido',
  subjectMax: 'Maximo 100 caracteres',
  detailRequired: 'Detalles requeridos',
  categoryRequired: 'Categoria requerida',
  subCategoryRequired: 'Subcategoria requerida',
  severityRequired: 'Severidad es requerida',
  taskRealizedByRequired: 'Este campo es requerido.',
  created: 'Ticket creado',
  updated: 'Ticket actualizado',
  saveError: 'Error guardando',
  following: 'Siguiendo ticket',
  followError: 'Error al seguir ticket',
  fileAdded: 'Archivo agregado',
  fileError: 'Error agregando archivo',
  onlyOneParent: 'El ticket solo puede tener un padre',
  selectTicket: 'Necesitas selecionar ticket',
  attachmentLimit: (mb: number) => `Se permiten archivos adjuntos limite (${mb}) MB.`,
  staleTicket: 'El ticket fue modificado por otro usuario. Refresque para ver los cambios.',
  selfRelation: 'Un ticket no puede relacionarse consigo mismo.',
  cycle: 'La relación formaría un ciclo: un ticket no puede ser padre de su propio ancestro.',
  childHasParent: (id: number) => `El ticket ${id} ya tiene un padre.`,
  requiredTaskOpen: (task: string) => `No se puede finalizar el ticket: la tarea requerida "${task}" no está terminada.`,
  subCategoryMismatch: 'La subcategoria no pertenece a la categoria.',
  attachmentRuleMissing: (rule: string) => `Falta el archivo requerido: ${rule}.`,
  attachmentRuleMismatch: (file: string) => `El archivo ${file} no cumple las reglas de archivos de la subcategoria.`,
  fileRequired: 'Seleccione un archivo.',
  imageOnly: 'Solo se permiten imágenes PNG, JPG, GIF o WEBP.',
  uploadQuota: (mb: number) =>
    `Alcanzó el límite de ${mb} MB de archivos subidos en 24 horas. Intente más tarde o pida al administrador que lo amplíe.`,
  uploadRate: (files: number) => `Se permiten ${files} archivos por minuto. Espere un momento e intente de nuevo.`,
  notAssignee: 'Solo el responsable puede cambiar el estatus.',
  cannotReassign: 'Solo el responsable o quien tenga permiso de reasignar puede cambiar el responsable.',
  cannotEdit: 'Solo el creador o el responsable pueden modificar este dato del ticket.',
  cannotEditTasks: 'Solo el responsable del ticket puede modificar sus tareas.',
  taskHasChild: 'La tarea ya tiene un ticket hijo; el responsable se cambia en ese ticket.',
  subjectControlCharacters: 'El titulo no puede contener saltos de línea ni caracteres de control.',
  modifiedDateRequired: 'Falta la fecha de la versión del ticket; refresque el ticket e intente de nuevo.',
  tooManyItems: (max: number) => `Máximo ${max} elementos.`,
  invalidReference: 'Seleccione elementos válidos (id o registro del ticket).',
  hiddenRelation: 'No puede cambiar la relación con un ticket que no tiene permiso de ver.',
  malformedUpload: 'El archivo no se recibió correctamente; selecciónelo y envíelo de nuevo.',
  messageRequired: 'Escriba un mensaje.',
  internalNoteForbidden: 'Solo los usuarios internos pueden escribir o leer notas internas.',
  invalidMessageKind: 'Indique si el mensaje es una nota interna (sí o no).',
  messageSent: 'Mensaje enviado',
  internalNoteSent: 'Nota interna enviada',
  messageRate: (perMinute: number) =>
    `Se permiten ${perMinute} mensajes por minuto en un ticket. Espere un momento e intente de nuevo.`,
  reportsBusy: 'Hay demasiados reportes en preparación. Intente de nuevo en unos segundos.',
} as const;

/**
 * How the screen and the PDF name an internal note (docs/product/tickets.md#discussion-and-internal-notes), and the
 * two kinds of message one can write.
 */
export const internalNoteLabel = 'Nota interna';
export const messageKindLabels = { reply: 'Respuesta', internalNote: internalNoteLabel } as const;

/** The history (docs/product/tickets.md#the-ticket): stored field names and how the screen shows them. */
export const historyFieldLabels: Record<string, string> = {
  Subject: 'Asunto',
  Detail: 'Detalles',
  Responsible: 'Responsable',
  Severity: 'Prioridad',
  Status: 'Estatus',
  Category: 'Categoria',
  SubCategory: 'Sub Categoria',
  SubCategoryLocation: 'Sucursal de sub categoria',
  Parent: 'Ticket padre',
  Relationships: 'Hijos',
  Attachment: 'Archivos adjuntos',
  Subscribers: 'Suscriptores',
  Task: 'Tarea',
  MergedInto: 'Fusionado en',
  MergedFrom: 'Fusionado desde',
  SplitInto: 'Mensaje separado en',
  SplitFrom: 'Creado de un mensaje de',
};

export const TicketStatus = { Initial: 1, InProgress: 2, Finished: 3 } as const;
/** Stored history field names (the keys of historyFieldLabels). */
export const HistoryField = {
  Subject: 'Subject',
  Detail: 'Detail',
  Responsible: 'Responsible',
  Severity: 'Severity',
  Status: 'Status',
  Category: 'Category',
  SubCategory: 'SubCategory',
  SubCategoryLocation: 'SubCategoryLocation',
  Parent: 'Parent',
  Relationships: 'Relationships',
  Attachment: 'Attachment',
  Subscribers: 'Subscribers',
  Task: 'Task',
  /** The ticket a merged ticket went into (docs/product/self-service.md#merge). */
  MergedInto: 'MergedInto',
  /** The ticket merged into this one. */
  MergedFrom: 'MergedFrom',
  /** A ticket made of one of this ticket's messages (docs/product/self-service.md#split). */
  SplitInto: 'SplitInto',
  /** The ticket whose message this ticket was made of. */
  SplitFrom: 'SplitFrom',
} as const;
export type HistoryFieldName = (typeof HistoryField)[keyof typeof HistoryField];

/** History entry actions and how the screen and the PDF name them (docs/product/tickets.md#the-ticket). */
export const HistoryAction = { Add: 'add', Update: 'update' } as const;
export const historyActionLabels: Record<string, string> = { add: 'Creó el ticket', update: 'Modificó el ticket' };

/**
 * Where a ticket's creation or a discussion message came from when not the app
 * (docs/product/channels.md#a-mail-becomes-a-ticket-or-a-message).
 */
export const TicketOrigin = { Mail: 'mail' } as const;
export type TicketOriginValue = (typeof TicketOrigin)[keyof typeof TicketOrigin];
/** How the screen names an origin: on the history's creation entry, and beside a discussion message. */
export const ticketOriginLabels = { createdBy: { mail: 'Creado por correo' }, message: { mail: 'vía correo' } } as const;

export const RelationType = { Child: 1, Parent: 2 } as const;
export const RelationOrigin = { Existing: 1, New: 2 } as const;
export const SUBJECT_MAX = 100;
