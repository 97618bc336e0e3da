// Presence on the ticket screen (docs/product/tickets.md#presence): this tab joins the ticket (POST
// workitems/{id}/presence), calls again as often as the server asks to stay present, and at once when its person
// starts or stops writing or switches between a reply and an internal note (whose writing only internal users see);
// it hears who else has the ticket open on the stream workitems/{id}/presence/stream, opened with the single-use ticket
// the latest call answered, and each save someone else makes of the ticket (`changed`). After a failure the stream
// comes back by itself (1 s, then doubling up to 30 s); after the server ended it, only if newer tabs of the session
// took its place, when this tab is shown again.
// Closing the tab or leaving the ticket closes the stream, and the server tells the others at once; a tab that loses
// the network expires there within seconds.
import { useEffect, useRef, useState } from 'react';
import {
  presenceViewers,
  ticketChangeNotice,
  type PresenceInput,
  type PresenceJoin,
  type PresenceViewer,
  type TicketChangeNotice,
} from '@tms/contracts';
import { API_BASE, apiPost } from '@/lib/api/api-client';
import { isApiError, type ApiErrorCode } from '@/lib/api/api-error';
import { jsonEventListener, obeyStreamEnd, streamReconnection } from '@/lib/api/event-stream';

/** How long after the last keystroke a person still counts as writing. */
export const WRITING_IDLE_MS = 3000;
/** Answers after which this tab stops: the ticket is gone or no longer the user's to see. */
const FINAL_CODES = new Set<ApiErrorCode>(['auth.forbidden', 'resource.not_found']);

const callPresence = (ticketId: number, input: PresenceInput) => apiPost<PresenceJoin>(`/workitems/${ticketId}/presence`, input);

const isBlank = (html: string) => html.replace(/<[^>]*>|&nbsp;/g, '').trim() === '';

/** True while the draft keeps changing, until it rests WRITING_IDLE_MS or is emptied (sent, discarded). */
export function useWriting(draft: string): boolean {
  const [writing, setWriting] = useState(false);
  const previous = useRef(draft);
  useEffect(() => {
    if (draft === previous.current) return;
    previous.current = draft;
    const now = !isBlank(draft);
    setWriting(now);
    if (!now) return;
    const idle = setTimeout(() => setWriting(false), WRITING_IDLE_MS);
    return () => clearTimeout(idle);
  }, [draft]);
  return writing;
}

/**
 * The other people on the ticket now, with who of them is writing; `writing` is this person's own state, and
 * `internalNote` whether what they write is an internal note. `onChanged` hears each save someone else makes.
 */
export function useTicketPresence(
  ticketId: number,
  writing: boolean,
  internalNote = false,
  onChanged?: (notice: TicketChangeNotice) => void,
): PresenceViewer[] {
  const [viewers, setViewers] = useState<PresenceViewer[]>([]);
  const writingRef = useRef({ typing: writing, internalNote });
  const callAgain = useRef<(() => void) | null>(null);
  // The latest listener, for the stream's own events (the stream is opened once per ticket).
  const changedRef = useRef(onChanged);
  useEffect(() => {
    changedRef.current = onChanged;
  });

  useEffect(() => {
    let tab: string | undefined;
    let source: EventSource | null = null;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    const reconnection = streamReconnection(() => void connect());

    const stop = () => {
      reconnection.stop();
      clearInterval(heartbeat);
      source?.close();
      callAgain.current = null;
    };

    const call = async (): Promise<PresenceJoin | null> => {
      try {
        const join = await callPresence(ticketId, { tab, ...writingRef.current });
        tab = join.tab;
        return join;
      } catch (error) {
        if (isApiError(error) && FINAL_CODES.has(error.code)) {
          stop();
          setViewers([]);
        } else console.warn('Presence on the ticket could not be kept; trying again', error);
        return null;
      }
    };

    const onViewers = jsonEventListener(presenceViewers, setViewers, 'The viewers of the ticket had an unexpected shape');
    const onChange = jsonEventListener(
      ticketChangeNotice,
      (notice) => changedRef.current?.(notice),
      'The news of a save of the ticket had an unexpected shape',
    );

    const connect = async () => {
      const join = await call();
      if (reconnection.stopped()) return;
      if (!join) return reconnection.retry();
      clearInterval(heartbeat);
      heartbeat = setInterval(() => void call(), join.heartbeatSeconds * 1000);
      source = new EventSource(`${API_BASE}/workitems/${ticketId}/presence/stream?ticket=${encodeURIComponent(join.ticket)}`);
      source.addEventListener('viewers', onViewers);
      source.addEventListener('changed', onChange);
      source.addEventListener('open', () => reconnection.opened());
      // The server saw this tab leave: it comes back, if ever, as a new tab.
      obeyStreamEnd(source, reconnection, (reason) => {
        clearInterval(heartbeat);
        tab = undefined;
        if (reason !== 'replaced') setViewers([]);
      });
      // The browser would retry with the same (soon expired) ticket: close and come back with a new one, as a new
      // tab, since the server may have seen this one leave (it then ignores the tab's late calls).
      source.addEventListener('error', () => {
        source?.close();
        tab = undefined;
        reconnection.retry();
      });
    };

    callAgain.current = () => void call();
    void connect();
    return () => {
      stop();
      setViewers([]);
    };
  }, [ticketId]);

  useEffect(() => {
    const now = { typing: writing, internalNote };
    if (JSON.stringify(writingRef.current) === JSON.stringify(now)) return;
    writingRef.current = now;
    callAgain.current?.();
  }, [writing, internalNote]);

  return viewers;
}
