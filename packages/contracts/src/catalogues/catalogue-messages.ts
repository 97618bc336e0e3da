// Spanish texts of the administration catalogues (docs/product/catalogues.md#validation,
// docs/product/catalogues.md#errors), beside the shared catalogue in common/messages.ts. Texts those pages quote are
// copied exactly, spelling included; the others are ours.
export const catalogueMessages = {
  /** docs/product/catalogues.md#validation: ownerId of categories and sub-categories, isActive of task types. */
  required: 'Requerido',
  invalidTaxId: 'El RFC no es valido.',
  invalidZipCode: 'Codigo postal no valido.',
  invalidLatitude: 'La latitude no es valido.',
  invalidLongitude: 'La longitude no es valido.',
  groupNeedsMember: 'El grupo debe tener por lo menos 1 miembro',
  groupSaved: 'Grupo guardado correctamente',
  groupNotSaved: 'No se pudo guardar',
  noUsersSelected: 'No hay usuario seleccionados',
  roleRequired: 'Ingrese los datos del Rol',
  roleExists: 'El rol ya existe',
  roleNotEditable: 'El rol no es editable.',
  permissionsSaved: 'Permisos guardados',
  categoryLocationsFirst: 'Primero se necesita configurar responsables a sucursales de categoria',
  emptyTable: 'No hay datos para mostrar',
  /** The question before a row's deletion, naming the action chosen ('Desactivar', or 'Eliminar' where rows go). */
  confirmDelete: (itemName: string, label = 'Desactivar') => `¿Seguro que desea ${label.toLowerCase()} el registro ${itemName}?`,
  branchHasActiveRecords: (locationName: string) =>
    `La sucursal ${locationName} cuenta con registros activos relacionados, ¿Desea continuar?`,
  // Not quoted in docs/product/catalogues.md#validation: written for rules only the server enforces.
  cityNotInState: 'El municipio no pertenece al estado seleccionado.',
  /** Clients and providers, and inactive users, are never responsibles. */
  responsibleMustBeInternal: 'El responsable debe ser un usuario interno activo.',
  /** docs/product/calendars.md#calendars: a branch's 'Horario' is one of the company's active calendars, or none (the default). */
  calendarNotActive: 'El horario no está activo: elija un horario activo o Predeterminado.',
  subCategoryNotInCategory: 'La subcategoría no pertenece a la categoría seleccionada.',
  locationAlreadyAssigned: 'La sucursal ya está asignada.',
  levelAlreadyExists: 'La severidad ya tiene un nivel en esta subcategoría.',
  taskAlreadyConfigured: 'La tarea ya está configurada para la subcategoría.',
  settingExists: 'Ya existe una configuración con ese código.',
  positiveInteger: 'Ingrese un número entero mayor a 0.',
  wholeNumber: 'Ingrese un número entero de 0 o mayor.',
  /** An SLA level or a sub-category's fallback hours longer than a year (docs/product/catalogues.md#sla-levels). */
  responseTimeAboveYear: (amount: number, unit: string) =>
    `El tiempo de respuesta no puede ser mayor a un año (${amount.toLocaleString('es-MX')} ${unit}).`,
  attachmentMinAboveMax: 'El tamaño mínimo no puede ser mayor al tamaño máximo.',
  attachmentMaxAboveLimit: (kb: number) => `El tamaño máximo no puede ser mayor a ${kb} Kb.`,
} as const;

/**
 * Shown as ownerName when a category, department, branch or location row has no (existing) owner
 * (docs/product/catalogues.md#catalogue-screens-in-common).
 */
export const DEFAULT_OWNER_NAME = 'Administrador';
