// The ticket screen as a whole: a ticket whose detail shows an inline image opens without unsaved changes (the
// editor writes the stored markup its own way and each read signs the image again), only typing changes it, and the
// saved ticket is clean again. A screen left open says so as soon as someone else saves the ticket, and a save based
// on the older copy is refused as such, with Refrescar. 'Conversación', right after the header, brings the newest
// message of the discussion below the form into view and gives it the focus.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { HistoryField, ticketMessages, type Ticket, type TicketInput } from '@tms/contracts';
import { sessionStore } from '@/lib/session/session-store';
import { answerApi, failBody, successBody } from '@/lib/testing/api-answers';
import { server } from '@/lib/testing/api-server';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { testSession } from '@/lib/testing/test-session';
import { useTicket } from '../api/get-ticket';
import { UNSAVED_CHANGES_LABEL } from './ticket-actions';
import type { TicketChangeNotice } from '@tms/contracts';
import { TicketEditor } from './ticket-editor';
import { noAbilities, ticketFixture } from './ticket-fixture';

const SLOW_SCREEN_MS = 60_000;

/** An image as the API answers it: its address signed for this reader, for an hour from `exp`. */
const signedImage = (exp: number) =>
  `<p>La bandeja 2 atasca el papel:</p><p><img src="/api/images/atasco.png?u=1&amp;s=9b2c&amp;exp=${exp}&amp;sig=x${exp}" ` +
  'alt="atasco.png"></p>';

/** The presence stream, which the test feeds by hand. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  constructor() {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {}
  changed(notice: TicketChangeNotice) {
    this.dispatchEvent(new MessageEvent('changed', { data: JSON.stringify(notice) }));
  }
}

const answerTicketApi = () =>
  answerApi({
    'GET /api/severities/all': [{ id: 1, code: 'Baja', detail: '', isActive: true }],
    'GET /api/companylocations/all': [{ id: 2, code: 'Sucursal Guadalajara', detail: '' }],
    'GET /api/categories/all': [{ id: 1, code: 'Soporte TI' }],
    'GET /api/categories/1/subcategories/all': [{ id: 1, code: 'Impresoras', categoryId: 1 }],
    'GET /api/users/search/:text': [],
    'GET /api/attachmentconfig/all': [],
    'GET /api/cannedresponses/all': [],
    'GET /api/automations/all': [],
    'GET /api/company-settings': { logo: null, items: [] },
    'POST /api/workitems/7/qr': { qrCode: 'data:image/png;base64,' },
    'POST /api/workitems/7/presence': { tab: 'tab-1', ticket: 'signed.ticket', expiresIn: 60, heartbeatSeconds: 60 },
  });

const editable: Ticket = ticketFixture({ detail: signedImage(1000), abilities: { ...noAbilities, canEdit: true } });

/** What the editor measures to keep the caret in view, which jsdom does not lay out. */
function stubLayout() {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
}

beforeEach(() => {
  sessionStore.save(testSession);
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  stubLayout();
});
afterEach(() => {
  // Unmounted first: the editor needs the session while it is shown.
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const detailEditor = () => screen.findByRole('textbox', { name: 'Detalles' });
/** The warning on screen whose title is `title` (a banner may show beside it). */
function alertTitled(title: string): HTMLElement {
  const alert = screen.getByText(title).closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`'${title}' is not the title of a warning`);
  return alert;
}

/** The detail's own 'Deshacer' (the discussion's editor has one too). */
const undoButton = () => within(screen.getByRole('tabpanel', { name: 'Detalles' })).getByRole('button', { name: 'Deshacer' });

describe('TicketEditor', () => {
  it(
    'opens a ticket with an inline image without unsaved changes, also when a newer copy signs it again',
    async () => {
      answerTicketApi();
      const { rerender } = renderWithProviders(<TicketEditor ticket={editable} onCreated={vi.fn()} guardLeaving={false} />);
      const editor = await detailEditor();
      await waitFor(() => expect(editor.querySelector('img')).not.toBeNull());
      expect(screen.queryByText(UNSAVED_CHANGES_LABEL)).not.toBeInTheDocument();
      expect(undoButton()).toBeDisabled();

      // The same ticket read again: the image comes signed anew.
      rerender(<TicketEditor ticket={{ ...editable, detail: signedImage(2000) }} onCreated={vi.fn()} guardLeaving={false} />);
      await act(() => Promise.resolve());
      expect(screen.queryByText(UNSAVED_CHANGES_LABEL)).not.toBeInTheDocument();
      expect(undoButton()).toBeDisabled();

      await userEvent.type(editor, ' Urgente');
      expect(await screen.findByText(UNSAVED_CHANGES_LABEL)).toBeInTheDocument();
      expect(undoButton()).toBeEnabled();

      // Saved: the server stores what was sent and answers it with the image signed for a new hour.
      const saves: TicketInput[] = [];
      server.use(
        http.put('/api/workitems/7', async ({ request }) => {
          const input = (await request.json()) as TicketInput;
          saves.push(input);
          const stored = input.detail.replace(/exp=\d+&amp;sig=x\d+/, 'exp=3000&amp;sig=x3000');
          return successBody({ ...editable, detail: stored, modifiedDate: '2026-01-10T11:00:00.000Z' });
        }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(screen.queryByText(UNSAVED_CHANGES_LABEL)).not.toBeInTheDocument());
      expect(saves).toHaveLength(1);
      expect(saves[0].detail).toContain('src="/api/images/atasco.png?');
    },
    SLOW_SCREEN_MS,
  );

  it(
    'says who changed what as soon as someone else saves, and a save of the older copy is refused as such',
    async () => {
      answerTicketApi();
      const taken: Ticket = {
        ...editable,
        assignedTo: 3,
        assignedToName: 'Sergio Supervisor',
        modifiedDate: '2026-01-10T11:00:00.000Z',
      };
      const copies = [editable, taken];
      server.use(http.get('/api/workitems/7', () => successBody(copies.shift())));
      answerApi({ 'PUT /api/workitems/7': () => failBody(409, ticketMessages.staleTicket, undefined, 'ticket.stale') });
      renderWithProviders(<OpenTicket />);
      await detailEditor();
      await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      act(() =>
        FakeEventSource.opened[0].changed({
          by: 'Sergio Supervisor',
          fields: [HistoryField.Responsible],
          message: null,
          modifiedDate: taken.modifiedDate,
        }),
      );
      expect(alertTitled('Este ticket cambió')).toHaveTextContent('Sergio Supervisor cambió: Responsable.');

      await userEvent.type(screen.getByRole('textbox', { name: /^Asunto/ }), ' (revisado)');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      const refused = await waitFor(() => alertTitled('El ticket cambió mientras lo editaba'));
      expect(refused).toHaveTextContent('Sergio Supervisor cambió: Responsable.');
      expect(refused).toHaveTextContent(ticketMessages.staleTicket);

      await userEvent.click(within(refused).getByRole('button', { name: 'Refrescar' }));
      await waitFor(() => expect(screen.queryByText(/^El ticket cambió|^Este ticket cambió/)).not.toBeInTheDocument());
      expect(screen.getByRole('textbox', { name: /^Asunto/ })).toHaveValue(editable.subject);
    },
    SLOW_SCREEN_MS,
  );
});

/** The ticket as its page shows it: read from the server, and shown again as each newer copy arrives. */
function OpenTicket() {
  const ticket = useTicket(7);
  return ticket.data ? <TicketEditor ticket={ticket.data} onCreated={vi.fn()} guardLeaving={false} /> : null;
}

const message = (order: number, text: string) => ({
  order,
  message: `<p>${text}</p>`,
  createdBy: 3,
  createdByName: 'Ana Agente',
  createdDate: `2026-01-1${order}T16:00:00.000Z`,
  origin: null,
  isInternal: false,
});

describe("'Conversación'", () => {
  let scrolled: Element[] = [];
  beforeEach(() => {
    scrolled = [];
    // jsdom lays nothing out and has no scrollIntoView; the screen's call is what is checked.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  const discussion = () => screen.getByRole('region', { name: 'Discusión' });

  it(
    'is the Tab stop after the header, and brings the newest message into view with the focus',
    async () => {
      answerTicketApi();
      const user = userEvent.setup();
      const discussions = [message(1, 'Revisamos la bandeja.'), message(2, 'Falta el tóner.'), message(3, 'Tóner cambiado.')];
      renderWithProviders(<TicketEditor ticket={{ ...editable, discussions }} onCreated={vi.fn()} guardLeaving={false} />);

      screen.getByRole('button', { name: 'Guardar' }).focus();
      await user.tab();
      const jump = screen.getByRole('button', { name: 'Conversación (3)' });
      expect(jump).toHaveFocus();
      await user.keyboard('{Enter}');

      const newest = within(discussion()).getAllByRole('listitem').at(-1);
      expect(newest).toHaveTextContent('Tóner cambiado.');
      expect(newest).toHaveFocus();
      expect(scrolled).toEqual([newest]);
    },
    SLOW_SCREEN_MS,
  );

  it(
    'brings a discussion without messages into view with the focus',
    async () => {
      answerTicketApi();
      renderWithProviders(<TicketEditor ticket={editable} onCreated={vi.fn()} guardLeaving={false} />);
      await userEvent.click(screen.getByRole('button', { name: 'Conversación (0)' }));
      expect(discussion()).toHaveFocus();
      expect(scrolled).toEqual([discussion()]);
    },
    SLOW_SCREEN_MS,
  );
});
