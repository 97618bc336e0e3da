// The placeholders of a canned response (docs/product/catalogues.md#canned-responses), filled when it is inserted
// into a ticket's message. The values are HTML-escaped: a subject or a name never becomes markup in the message.

export interface CannedResponseContext {
  ticketId: number;
  subject: string;
  creatorName: string;
  /** Null while nobody is responsible: the placeholder becomes empty. */
  responsibleName: string | null;
  userName: string;
}

export const cannedResponsePlaceholders = {
  '{{ticket.id}}': (c: CannedResponseContext) => String(c.ticketId),
  '{{ticket.asunto}}': (c: CannedResponseContext) => c.subject,
  '{{creador.nombre}}': (c: CannedResponseContext) => c.creatorName,
  '{{responsable.nombre}}': (c: CannedResponseContext) => c.responsibleName ?? '',
  '{{usuario.nombre}}': (c: CannedResponseContext) => c.userName,
} as const;

export type CannedResponsePlaceholder = keyof typeof cannedResponsePlaceholders;

/** What fills each placeholder, in words, as the screens show it ('Nombre del creador'). */
export const cannedResponsePlaceholderLabels: Record<CannedResponsePlaceholder, string> = {
  '{{ticket.id}}': 'Número del ticket',
  '{{ticket.asunto}}': 'Asunto del ticket',
  '{{creador.nombre}}': 'Nombre del creador',
  '{{responsable.nombre}}': 'Nombre del responsable',
  '{{usuario.nombre}}': 'Nombre de quien responde',
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);

const PLACEHOLDER = /\{\{\s*([a-z]+\.[a-z]+)\s*\}\}/g;

/** The response's HTML with every known placeholder replaced by its escaped value; unknown ones stay as written. */
export function fillCannedResponse(html: string, context: CannedResponseContext): string {
  return html.replace(PLACEHOLDER, (written, name: string) => {
    const value = cannedResponsePlaceholders[`{{${name}}}` as keyof typeof cannedResponsePlaceholders];
    return value ? escapeHtml(value(context)) : written;
  });
}
