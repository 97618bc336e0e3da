// Who has which ticket open, held in each process's memory and kept alike on every process: each arrival, heartbeat,
// typing change and departure is announced with pg_notify on the `ticket_presence` channel, and every process (this
// one included) applies it from its LISTEN, a connection of its own outside the pool on PostgreSQL; on PGlite the one
// process that owns the database hears itself. A tab that stops calling is dropped after the expiry, counted by each
// process on its own clock, so a closed laptop or a lost network leaves within seconds. Each process listens from its
// start; one that has just started learns the tabs already open at their next call (a third of the expiry).
// The hub also hears each save's new version (TICKET_CHANGED_CHANNEL, tickets/ticket-changes.ts) and tells it to the
// others on the ticket, so a screen left open learns at once that what it shows is no longer current.
import { sql } from 'drizzle-orm';
import type { PresenceViewer, TicketChangeNotice } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { TICKET_CHANGED_CHANNEL, type TicketChangeAnnouncement } from '../tickets/ticket-changes';

export const PRESENCE_CHANNEL = 'ticket_presence';

/** How long a tab stays present without calling again; tabs call three times within it. Tests shorten it. */
export const presenceTiming = { expiryMs: 9_000 };

const MAX_SWEEP_MS = 1000;

export interface PresenceEvent {
  ticketId: number;
  userId: number;
  displayName: string;
  tab: string;
  typing: boolean;
  /** The typing is of an internal note: told only to who may read internal notes. */
  internalNote: boolean;
  left: boolean;
}

interface Entry {
  userId: number;
  displayName: string;
  typing: boolean;
  internalNote: boolean;
  expiresAt: number;
}

/** Who listens: the person, and whether they may read internal notes (then they hear those being written too). */
export interface PresenceListener {
  userId: number;
  seesInternalNotes: boolean;
}

/** What a listener is told: the people on the ticket, and the news of a save by someone else. */
export interface PresenceSinks {
  viewers(viewers: PresenceViewer[]): void;
  changed(notice: TicketChangeNotice): void;
}

interface Listener extends PresenceListener {
  sinks: PresenceSinks;
  /** What this listener was last told, so heartbeats that change nothing are not sent. */
  last: string | null;
}

export interface PresenceHub {
  /** Listens from the server's start, so it knows every tab that calls afterwards on any process. */
  start(): Promise<void>;
  announce(event: PresenceEvent): Promise<void>;
  /** Hears everyone else on the ticket, now and again on each change, and each save someone else makes. */
  subscribe(ticketId: number, who: PresenceListener, sinks: PresenceSinks): Promise<() => void>;
  stop(): Promise<void>;
}

const byName = (a: PresenceViewer, b: PresenceViewer) => a.displayName.localeCompare(b.displayName, 'es') || a.userId - b.userId;

/** What a listener may hear of a save: nothing of their own, nor of an internal note they may not read. */
function noticeFor(listener: PresenceListener, { actorId, notice }: TicketChangeAnnouncement): TicketChangeNotice | null {
  if (listener.userId === actorId) return null;
  if (notice.message !== 'internalNote' || listener.seesInternalNotes) return notice;
  return notice.fields.length > 0 ? { ...notice, message: null } : null;
}

export function createPresenceHub(
  ctx: Pick<AppContext, 'db' | 'database'>,
  log: { warn(obj: object, msg: string): void },
): PresenceHub {
  const tickets = new Map<number, Map<string, Entry>>();
  const listeners = new Map<number, Set<Listener>>();
  /** Tabs whose stream closed, until the expiry: a call of theirs still on its way must not bring them back. */
  const departed = new Map<string, number>();
  let listening: Promise<() => Promise<void>> | null = null;
  let sweeper: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  /** The people on a ticket other than the listener, one per person however many tabs they have open. */
  function viewers(ticketId: number, listener: PresenceListener): PresenceViewer[] {
    const people = new Map<number, PresenceViewer>();
    for (const entry of tickets.get(ticketId)?.values() ?? []) {
      if (entry.userId === listener.userId) continue;
      const typingSeen = entry.typing && (!entry.internalNote || listener.seesInternalNotes);
      const typing = (people.get(entry.userId)?.typing ?? false) || typingSeen;
      people.set(entry.userId, { userId: entry.userId, displayName: entry.displayName, typing });
    }
    return [...people.values()].sort(byName);
  }

  function tell(listener: Listener, ticketId: number) {
    const now = viewers(ticketId, listener);
    const text = JSON.stringify(now);
    if (text === listener.last) return;
    listener.last = text;
    listener.sinks.viewers(now);
  }

  const tellAll = (ticketId: number) => {
    for (const listener of listeners.get(ticketId) ?? []) tell(listener, ticketId);
  };

  function apply(event: PresenceEvent) {
    const entries = tickets.get(event.ticketId) ?? new Map<string, Entry>();
    const key = `${event.userId}:${event.tab}`;
    const now = Date.now();
    if (event.left) {
      entries.delete(key);
      departed.set(`${event.ticketId}:${key}`, now + presenceTiming.expiryMs);
    } else if ((departed.get(`${event.ticketId}:${key}`) ?? 0) > now) return;
    else
      entries.set(key, {
        userId: event.userId,
        displayName: event.displayName,
        typing: event.typing,
        internalNote: event.internalNote,
        expiresAt: now + presenceTiming.expiryMs,
      });
    if (entries.size > 0) tickets.set(event.ticketId, entries);
    else tickets.delete(event.ticketId);
    tellAll(event.ticketId);
  }

  function sweep() {
    const now = Date.now();
    for (const [key, until] of departed) if (until <= now) departed.delete(key);
    for (const [ticketId, entries] of tickets) {
      const before = entries.size;
      for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
      if (entries.size === 0) tickets.delete(ticketId);
      if (entries.size !== before) tellAll(ticketId);
    }
  }

  function heard(payload: string) {
    try {
      apply(JSON.parse(payload) as PresenceEvent);
    } catch (error) {
      log.warn({ err: error }, 'could not apply a presence announcement');
    }
  }

  function heardChange(payload: string) {
    try {
      const announcement = JSON.parse(payload) as TicketChangeAnnouncement;
      for (const listener of listeners.get(announcement.ticketId) ?? []) {
        const notice = noticeFor(listener, announcement);
        if (notice) listener.sinks.changed(notice);
      }
    } catch (error) {
      log.warn({ err: error }, 'could not tell a ticket change');
    }
  }

  /** Both channels, heard together; stopping stops both. */
  async function listenToChannels(): Promise<() => Promise<void>> {
    const stops = await Promise.all([
      ctx.database.listen(PRESENCE_CHANNEL, heard),
      ctx.database.listen(TICKET_CHANGED_CHANNEL, heardChange),
    ]);
    return async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
  }

  /** Hears the channels from the first call on, before this process announces anything. */
  async function listen(): Promise<void> {
    listening ??= listenToChannels();
    if (!sweeper) {
      sweeper = setInterval(sweep, Math.min(MAX_SWEEP_MS, presenceTiming.expiryMs / 4));
      sweeper.unref();
    }
    await listening;
  }

  return {
    start: listen,

    async announce(event) {
      if (stopped) return;
      await listen();
      await ctx.db.execute(sql`SELECT pg_notify(${PRESENCE_CHANNEL}, ${JSON.stringify(event)})`);
    },

    async subscribe(ticketId, who, sinks) {
      await listen();
      const listener: Listener = { userId: who.userId, seesInternalNotes: who.seesInternalNotes, sinks, last: null };
      const set = listeners.get(ticketId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(ticketId, set);
      tell(listener, ticketId);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(ticketId);
      };
    },

    async stop() {
      stopped = true;
      clearInterval(sweeper);
      listeners.clear();
      tickets.clear();
      departed.clear();
      if (listening) await (await listening)();
      listening = null;
    },
  };
}
