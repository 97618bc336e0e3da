// Presence on the ticket screen (docs/product/tickets.md#presence): the other people's avatars with their names in a
// tooltip and 'escribiendo…' beside whoever writes; the tab joins, listens on the stream it is given, and says when it writes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PresenceViewer } from '@tms/contracts';
import { answerApi, successBody } from '@/lib/testing/api-answers';
import { useTicketPresence } from '../hooks/use-ticket-presence';
import { PresenceAvatars } from './ticket-presence';

const ana: PresenceViewer = { userId: 2, displayName: 'Ana Agente', typing: false };
const sergio: PresenceViewer = { userId: 3, displayName: 'Sergio Supervisor', typing: true };

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('PresenceAvatars', () => {
  it("shows each person's initials, their name on hover, and 'escribiendo…' beside whoever writes", async () => {
    render(<PresenceAvatars viewers={[ana, sergio]} />);
    const list = screen.getByRole('list', { name: 'También en este ticket' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('img', { name: 'Ana Agente' })).toHaveTextContent('AA');
    expect(first).not.toHaveTextContent('escribiendo…');
    expect(within(second).getByRole('img', { name: 'Sergio Supervisor' })).toHaveTextContent('SS');
    expect(second).toHaveTextContent('escribiendo…');

    await userEvent.hover(within(first).getByRole('img'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ana Agente');
  });

  it('names each person to screen readers and shows the name when the keyboard reaches the avatar', async () => {
    const user = userEvent.setup();
    const maria: PresenceViewer = { userId: 4, displayName: 'Ana María López', typing: false };
    render(<PresenceAvatars viewers={[maria]} />);
    const avatar = screen.getByRole('img', { name: 'Ana María López' });
    // The same initials as the person's avatar in the discussion (first and last name).
    expect(avatar).toHaveTextContent('AL');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    // jsdom knows no :focus-visible, which a browser gives whatever the keyboard reaches (MUI opens on it).
    const { value: matches } = Object.getOwnPropertyDescriptor(Element.prototype, 'matches') as {
      value: (this: Element, selector: string) => boolean;
    };
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':focus-visible' ? this === document.activeElement : matches.call(this, selector);
    });
    await user.tab();
    expect(avatar).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ana María López');
  });

  it('shows nothing when nobody else has the ticket open', () => {
    const { container } = render(<PresenceAvatars viewers={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

/** An EventSource that the test feeds by hand. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(viewers: PresenceViewer[]) {
    this.dispatchEvent(new MessageEvent('viewers', { data: JSON.stringify(viewers) }));
  }
  end(reason: string) {
    this.dispatchEvent(new MessageEvent('end', { data: JSON.stringify({ reason }) }));
  }
}

function Probe({ writing, internalNote = false }: { writing: boolean; internalNote?: boolean }) {
  return <PresenceAvatars viewers={useTicketPresence(7, writing, internalNote)} />;
}

/** The tab as the browser shows or hides it. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useTicketPresence', () => {
  it('joins, listens on the stream it is given, says when its person writes, and leaves on unmount', async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    const sent = answerApi({
      'POST /api/workitems/7/presence': { tab: 'tab-1', ticket: 'signed.ticket', expiresIn: 60, heartbeatSeconds: 3 },
    });
    const bodies = () => sent.map((request) => request.body);

    const { rerender, unmount } = render(<Probe writing={false} />);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [source] = FakeEventSource.opened;
    expect(source.url).toBe('/api/workitems/7/presence/stream?ticket=signed.ticket');
    expect(bodies()).toEqual([{ typing: false, internalNote: false }]);

    act(() => source.emit([sergio]));
    expect(screen.getByRole('img', { name: 'Sergio Supervisor' })).toBeInTheDocument();
    expect(screen.getByText('escribiendo…')).toBeInTheDocument();

    rerender(<Probe writing />);
    await waitFor(() => expect(bodies().at(-1)).toEqual({ tab: 'tab-1', typing: true, internalNote: false }));
    // Switching the composer to an internal note says so at once, so the server tells only internal users.
    rerender(<Probe writing internalNote />);
    await waitFor(() => expect(bodies().at(-1)).toEqual({ tab: 'tab-1', typing: true, internalNote: true }));

    unmount();
    expect(source.closed).toBe(true);
  });

  it('comes back with a new ticket when shown again after newer tabs took its stream, and not after losing access', async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    let calls = 0;
    answerApi({
      'POST /api/workitems/7/presence': () => {
        calls += 1;
        return successBody({ tab: `tab-${calls}`, ticket: `ticket-${calls}`, expiresIn: 60, heartbeatSeconds: 60 });
      },
    });
    render(<Probe writing={false} />);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));

    act(() => FakeEventSource.opened[0].end('replaced'));
    expect(FakeEventSource.opened[0].closed).toBe(true);
    setVisibility('hidden');
    setVisibility('visible');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(FakeEventSource.opened[1].url).toBe('/api/workitems/7/presence/stream?ticket=ticket-2');

    act(() => FakeEventSource.opened[1].emit([sergio]));
    expect(screen.getByRole('img', { name: 'Sergio Supervisor' })).toBeInTheDocument();
    act(() => FakeEventSource.opened[1].end('forbidden'));
    expect(screen.queryByRole('img', { name: 'Sergio Supervisor' })).not.toBeInTheDocument();
    setVisibility('hidden');
    setVisibility('visible');
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(calls).toBe(2);
  });
});
