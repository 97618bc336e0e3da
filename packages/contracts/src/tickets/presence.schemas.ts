// Presence on the ticket screen (docs/product/tickets.md#presence): who else has a ticket open right now, and who of
// them is writing a message. A tab joins and keeps itself present with POST workitems/{id}/presence; it hears the others on the
// server-sent event stream GET workitems/{id}/presence/stream, opened with the ticket the POST answers.
import { z } from 'zod';
import { messages } from '../common/messages';

/** A tab's id as the server hands it out (a UUID); letters, digits and dashes only. */
export const PRESENCE_TAB_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

export const presenceMessages = {
  tab: 'La pestaña indicada no es válida.',
  typing: 'Indique si el usuario está escribiendo.',
  internalNote: 'Indique si lo que se escribe es una nota interna.',
  writing: 'escribiendo…',
} as const;

/**
 * Without `tab` the call joins and gets a tab id of its own; with it, it keeps that tab present. `internalNote` says
 * the writing is of an internal note, which only those who may read internal notes hear about.
 */
export const presenceInput = z.object(
  {
    tab: z.string().regex(PRESENCE_TAB_PATTERN, presenceMessages.tab).optional(),
    typing: z.boolean({ error: presenceMessages.typing }).default(false),
    internalNote: z.boolean({ error: presenceMessages.internalNote }).default(false),
  },
  { error: messages.badRequest },
);
export type PresenceInput = z.input<typeof presenceInput>;

/**
 * The tab's id, the ticket that opens the stream (once, and only from this session), and how often the tab must call
 * again to stay present.
 */
export const presenceJoin = z.object({
  tab: z.string(),
  ticket: z.string(),
  expiresIn: z.number(),
  heartbeatSeconds: z.number(),
});
export type PresenceJoin = z.infer<typeof presenceJoin>;

/** Another person with the ticket open: only their display name, never more. */
export const presenceViewer = z.object({ userId: z.number(), displayName: z.string(), typing: z.boolean() });
export type PresenceViewer = z.infer<typeof presenceViewer>;

/** The `viewers` event of the stream: everyone else on the ticket now, by name. */
export const presenceViewers = z.array(presenceViewer);

/**
 * The `changed` event of the stream: a save someone else made — who (display name), the fields it changed (history
 * names), a message it added (an internal note only to who may read them) and the ticket's new version.
 */
export const ticketChangeNotice = z.object({
  by: z.string(),
  fields: z.array(z.string()),
  message: z.enum(['reply', 'internalNote']).nullable(),
  modifiedDate: z.string(),
});
export type TicketChangeNotice = z.infer<typeof ticketChangeNotice>;
