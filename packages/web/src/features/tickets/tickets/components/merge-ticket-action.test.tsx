// 'Fusionar en…' (docs/product/self-service.md#merge): the user picks the target among the tickets the picker finds
// (never this one), confirms a question naming both tickets, and lands on the target, which the server answers;
// a refusal shows the server's Spanish reason and keeps the user on the ticket; without a choice nothing is sent.
// The button shows only when the ticket's abilities allow a merge; a merged ticket links the ticket it went into.
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mergeSplitMessages, type SimpleTicket } from '@tms/contracts';
import { answerApi, failBody, type SentRequest } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { sessionStore } from '@/lib/session/session-store';
import { testSession } from '@/lib/testing/test-session';
import { ticketQueryKeys } from '../api/tickets-query-keys';
import { MergeTicketAction } from './merge-ticket-action';
import { MergedTicketNotice } from './merged-ticket-notice';
import { TicketActions } from './ticket-actions';
import { ticketFixture } from './ticket-fixture';

const found: SimpleTicket[] = [
  { id: 7, subject: 'Impresora atascada', parentId: null, lastUpdate: '2026-01-10T10:00:00.000Z' },
  { id: 12, subject: 'Caída del correo', parentId: null, lastUpdate: '2026-01-11T10:00:00.000Z' },
];
const target = ticketFixture({ id: 12, subject: 'Caída del correo' });

function renderAction() {
  return renderWithProviders(
    <Routes>
      <Route path="/ticket/7" element={<MergeTicketAction ticketId={7} />} />
      <Route path="/ticket/12" element={<p>Pantalla del ticket 12</p>} />
    </Routes>,
    { route: '/ticket/7' },
  );
}

async function chooseTarget() {
  await userEvent.click(await screen.findByRole('button', { name: 'Fusionar en…' }));
  await userEvent.type(await screen.findByRole('combobox', { name: 'Ticket' }), '1');
  expect(screen.queryByRole('option', { name: '#7 · Impresora atascada' })).not.toBeInTheDocument();
  await userEvent.click(await screen.findByRole('option', { name: '#12 · Caída del correo' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
}

const merges = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');

describe('MergeTicketAction', () => {
  beforeEach(() => sessionStore.save(testSession));
  afterEach(() => sessionStore.clear());

  it('confirms naming both tickets, merges, and opens the target the server answers', async () => {
    const sent = answerApi({ 'GET /api/workitems/simple': found, 'POST /api/workitems/7/merge': target });
    const { queryClient } = renderAction();
    await chooseTarget();
    expect(await screen.findByText(mergeSplitMessages.confirmMerge(7, 12))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Pantalla del ticket 12')).toBeInTheDocument();
    expect(await screen.findByText(mergeSplitMessages.merged)).toBeInTheDocument();
    expect(merges(sent)).toEqual([{ method: 'POST', path: '/api/workitems/7/merge', body: { targetId: 12 } }]);
    expect(queryClient.getQueryData(ticketQueryKeys.detail(12))).toEqual(target);
  });

  it("shows the server's Spanish refusal and stays on the ticket", async () => {
    answerApi({
      'GET /api/workitems/simple': found,
      'POST /api/workitems/7/merge': () => failBody(409, mergeSplitMessages.mergeFinished, undefined, 'ticket.merge_finished'),
    });
    renderAction();
    await chooseTarget();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(mergeSplitMessages.mergeFinished)).toBeInTheDocument();
    expect(screen.queryByText('Pantalla del ticket 12')).not.toBeInTheDocument();
  });

  it('asks for a ticket and sends nothing when none was chosen, or when the confirmation is cancelled', async () => {
    const sent = answerApi({ 'GET /api/workitems/simple': found, 'POST /api/workitems/7/merge': target });
    renderAction();
    await userEvent.click(screen.getByRole('button', { name: 'Fusionar en…' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(mergeSplitMessages.targetRequired)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await chooseTarget();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(merges(sent)).toEqual([]);
  });

  it('is among the ticket’s buttons only when its abilities allow a merge', () => {
    answerApi({ 'GET /api/automations/all': [] });
    const actions = {
      isNew: false,
      ticketId: 7,
      dirty: false,
      saving: false,
      isFollowing: false,
      following: false,
      printing: false,
      onSave: () => undefined,
      onFollow: () => undefined,
      onUnfollow: () => undefined,
      onRefresh: () => undefined,
      onPrint: () => undefined,
    };
    const { rerender } = renderWithProviders(<TicketActions {...actions} canMerge={false} />);
    expect(screen.queryByRole('button', { name: 'Fusionar en…' })).not.toBeInTheDocument();
    rerender(<TicketActions {...actions} canMerge />);
    expect(screen.getByRole('button', { name: 'Fusionar en…' })).toBeInTheDocument();
  });

  it('links a merged ticket to the ticket it went into', () => {
    renderWithProviders(<MergedTicketNotice targetId={12} />);
    expect(screen.getByRole('link', { name: 'Fusionado en #12' })).toHaveAttribute('href', '/ticket/12');
  });
});
