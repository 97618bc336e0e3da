// Merging a ticket into another and splitting a message off into a new ticket (docs/product/self-service.md#merge,
// docs/product/self-service.md#split): the calls' inputs and answers, and their Spanish texts.
import { z } from 'zod';
import { messages } from '../common/messages';
import { requiredId } from '../common/fields';
import { HistoryField, historyFieldLabels } from './tickets.messages';

/** How many characters of a message's text the subject of a ticket split from it takes at most. */
export const SPLIT_SUBJECT_MAX = 100;

export const mergeSplitMessages = {
  internalOnly: 'Solo los usuarios internos pueden fusionar tickets o crear tickets de un mensaje.',
  targetRequired: 'Seleccione el ticket en el que se fusionará.',
  mergeSelf: 'Un ticket no puede fusionarse consigo mismo.',
  mergeFinished: 'No se puede fusionar un ticket finalizado: los dos tickets deben estar abiertos.',
  mergeCycle: (targetId: number) =>
    `El ticket #${targetId} ya fue fusionado en este ticket: fusionarlo de vuelta formaría un ciclo.`,
  /** The first line of each message copied to the target, and its history item. */
  mergedFrom: (sourceId: number) => `Fusionado desde #${sourceId}`,
  /** What the merged ticket shows, and its history item. */
  mergedInto: (targetId: number) => `Fusionado en #${targetId}`,
  merged: 'Tickets fusionados',
  mergeError: 'Error al fusionar los tickets',
  confirmMerge: (sourceId: number, targetId: number) =>
    `¿Fusionar el ticket #${sourceId} en el #${targetId}? La conversación del #${sourceId} se copiará al #${targetId}, ` +
    `sus archivos adjuntos y seguidores pasarán al #${targetId} y el #${sourceId} quedará finalizado. ` +
    'Esta acción no se puede deshacer.',
  discussionRequired: 'Seleccione el mensaje del que se creará el ticket.',
  messageOfOtherTicket: 'El mensaje no pertenece a este ticket.',
  /** The subject of a ticket split from a message: the original's number and the message's first words. */
  splitSubject: (ticketId: number, words: string) => `Del ticket #${ticketId}: ${words}`,
  split: 'Ticket creado desde el mensaje',
  splitError: 'Error al crear el ticket del mensaje',
} as const;

/** POST workitems/{id}/merge: the ticket `{id}` is merged into `targetId`. */
export const mergeInput = z.object({ targetId: requiredId(mergeSplitMessages.targetRequired) }, { error: messages.badRequest });
export type MergeInput = z.input<typeof mergeInput>;

/** POST workitems/{id}/split: the discussion message `discussionId` of the ticket `{id}` becomes a new ticket. */
export const splitInput = z.object(
  { discussionId: requiredId(mergeSplitMessages.discussionRequired) },
  { error: messages.badRequest },
);
export type SplitInput = z.input<typeof splitInput>;

/** The answer of a split: the new ticket's id. */
export const splitResult = z.object({ id: z.number() });
export type SplitResult = z.infer<typeof splitResult>;

/** The history fields of a merge or a split: each names one other ticket, once. */
const MERGE_SPLIT_FIELDS: ReadonlySet<string> = new Set([
  HistoryField.MergedInto,
  HistoryField.MergedFrom,
  HistoryField.SplitInto,
  HistoryField.SplitFrom,
]);

/**
 * How the screen and the PDF word a merge's or split's history item: 'Fusionado en #12 · Asunto' (the number alone for
 * a ticket the reader may not see, whose name is its number); null for any other item.
 */
export function mergeSplitHistoryText(item: { fieldName: string; newValue: string | null; newValueName: string | null }) {
  if (!MERGE_SPLIT_FIELDS.has(item.fieldName)) return null;
  const number = `#${item.newValue ?? ''}`;
  const name = item.newValueName && item.newValueName !== number ? ` · ${item.newValueName}` : '';
  return `${historyFieldLabels[item.fieldName]} ${number}${name}`;
}
