// How the automations screen names a rule's parts in Spanish (docs/product/automations.md): its kinds, the events of a
// trigger, the actions, the fixed options of the conditions and the result of a run with its chip colour.
import {
  EntityType,
  TicketStatus,
  type AutomationActionType,
  type AutomationEvent,
  type AutomationKind,
  type AutomationRunResult,
  type WebhookDeliveryStatus,
} from '@tms/contracts';
import type { SelectOption } from '@/components/form/form-select-field';
import { formatDate } from '@/lib/dates';

export const kindLabels: Record<AutomationKind, string> = {
  trigger: 'Disparador',
  escalation: 'Escalación',
  schedule: 'Programación',
  macro: 'Macro',
};

export const eventLabels: Record<AutomationEvent, string> = {
  created: 'Se crea un ticket',
  updated: 'Se actualiza un ticket',
  creatorMessage: 'El creador escribe un mensaje',
  agentMessage: 'Un agente escribe un mensaje',
};

export const actionLabels: Record<AutomationActionType, string> = {
  setResponsible: 'Asignar a',
  setSeverity: 'Cambiar severidad',
  setStatus: 'Cambiar estatus',
  addSubscribers: 'Agregar suscriptores',
  addNote: 'Agregar nota interna',
  reply: 'Responder con respuesta predefinida',
  notify: 'Notificar',
  webhook: 'Llamar webhook',
};

type ChipColor = 'success' | 'error' | 'default' | 'warning';

export const runResults: Record<AutomationRunResult, { label: string; color: ChipColor }> = {
  done: { label: 'Hecho', color: 'success' },
  failed: { label: 'Falló', color: 'error' },
  skipped: { label: 'Omitida', color: 'default' },
};

export const deliveryStatuses: Record<WebhookDeliveryStatus, { label: string; color: ChipColor }> = {
  pending: { label: 'Pendiente', color: 'warning' },
  delivered: { label: 'Entregada', color: 'success' },
  failed: { label: 'Fallida', color: 'error' },
};

/** The ticket statuses are fixed reference rows (docs/product/tickets.md#states-and-transitions). */
export const statusOptions: SelectOption[] = [
  { value: TicketStatus.Initial, label: 'Inicial' },
  { value: TicketStatus.InProgress, label: 'En progreso' },
  { value: TicketStatus.Finished, label: 'Finalizado' },
];

/** Who created the ticket: the fixed entity types. */
export const creatorTypeOptions: SelectOption[] = [
  { value: EntityType.Internal, label: 'Interno' },
  { value: EntityType.Client, label: 'Cliente' },
  { value: EntityType.Provider, label: 'Proveedor' },
];

/** 'Sin responsable': a ticket nobody is responsible for, the 0 of the responsables condition. */
export const NO_RESPONSIBLE: SelectOption = { value: 0, label: 'Sin responsable' };

/** 'Enrutar de nuevo': the responsible the ticket's routing gives (a null user in 'Asignar a'). */
export const REROUTE_LABEL = 'Enrutar de nuevo';

/** How each kind of occasion key reads ('event:31', 'escalation:80:2026-11-20T16:30:00.000Z', …). */
const occasionFormats: { pattern: RegExp; label: (match: RegExpMatchArray) => string }[] = [
  { pattern: /^event:/, label: () => 'Evento del ticket' },
  {
    pattern: /^escalation:(\d+):(.+)$/,
    label: ([, percent = '', deadline = '']) => `${percent} % del SLA (vence ${formatDate(deadline)})`,
  },
  { pattern: /^schedule:/, label: () => 'Programación' },
  { pattern: /^macro:/, label: () => 'Macro aplicada' },
];

/** A run's occasion as the screen shows it; a key of an unknown shape as it came. */
export function occasionLabel(occasion: string): string {
  for (const { pattern, label } of occasionFormats) {
    const match = occasion.match(pattern);
    if (match) return label(match);
  }
  return occasion;
}
