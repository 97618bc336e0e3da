// One history item as a line of text (docs/product/tickets.md#the-ticket): the field's Spanish name and old → new
// value names;
// attachment items say 'Agregó archivo: name' or 'Eliminó archivo: name'; merge and split items name the other ticket
// ('Fusionado en #12 · Asunto'); rich text is shown as plain text.
import { historyFieldLabels, mergeSplitHistoryText, type HistoryEntry } from '@tms/contracts';
import { richTextToText } from '@/components/rich-text/is-rich-text-empty';

type HistoryItem = HistoryEntry['historyItems'][number];

const ATTACHMENT_FIELD = 'Attachment';
const RICH_TEXT_FIELDS = new Set(['Detail']);
const SUMMARY_MAX = 120;
const EMPTY_VALUE = '(vacío)';

export const historyFieldLabel = (fieldName: string) => historyFieldLabels[fieldName] ?? fieldName;

function attachmentText(value: string | null): string {
  const [, action, name] = /^(Add|Delete):\s*(.*)$/.exec(value ?? '') ?? [];
  if (action === 'Add') return `Agregó archivo: ${name}`;
  if (action === 'Delete') return `Eliminó archivo: ${name}`;
  return `${historyFieldLabel(ATTACHMENT_FIELD)}: ${value ?? EMPTY_VALUE}`;
}

function valueText(item: HistoryItem, name: string | null, raw: string | null): string {
  const value = name ?? raw;
  if (value === null || value === '') return EMPTY_VALUE;
  if (!RICH_TEXT_FIELDS.has(item.fieldName)) return value;
  const text = richTextToText(value);
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX)}…` : text || EMPTY_VALUE;
}

export function historyItemText(item: HistoryItem): string {
  if (item.fieldName === ATTACHMENT_FIELD) return attachmentText(item.newValue);
  const mergeOrSplit = mergeSplitHistoryText(item);
  if (mergeOrSplit !== null) return mergeOrSplit;
  const from = valueText(item, item.oldValueName, item.oldValue);
  const to = valueText(item, item.newValueName, item.newValue);
  return `${historyFieldLabel(item.fieldName)}: ${from} → ${to}`;
}

export const historyActionText = (action: string) => (action === 'add' ? 'Creó el ticket' : 'Modificó el ticket');
