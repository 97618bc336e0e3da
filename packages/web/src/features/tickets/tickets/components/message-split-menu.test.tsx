// 'Crear ticket de este mensaje' (docs/product/self-service.md#split): on a message of a ticket the user may split,
// the menu makes the message a new ticket and opens it; a refusal shows the server's Spanish reason; the menu is
// absent without the ability or without the message's id (external readers never get one).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mergeSplitMessages, type DiscussionMessage as Message } from '@tms/contracts';
import { answerApi, failBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { DiscussionMessage } from './discussion-message';
import { SPLIT_ACTION_LABEL } from './message-split-menu';

const message: Message = {
  id: 40,
  order: 2,
  message: '<p>Además la impresora de recepción no imprime a color.</p>',
  createdBy: 5,
  createdByName: 'Carla Cliente',
  createdDate: '2026-01-10T10:00:00.000Z',
  origin: null,
  isInternal: false,
};

function renderMessage({ shown = message, splitTicketId }: { shown?: Message; splitTicketId?: number } = { splitTicketId: 7 }) {
  return renderWithProviders(
    <Routes>
      <Route path="/ticket/7" element={<DiscussionMessage message={shown} splitTicketId={splitTicketId} />} />
      <Route path="/ticket/31" element={<p>Pantalla del ticket 31</p>} />
    </Routes>,
    { route: '/ticket/7' },
  );
}

async function split() {
  await userEvent.click(screen.getByRole('button', { name: 'Acciones del mensaje' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: SPLIT_ACTION_LABEL }));
}

describe('DiscussionMessage split menu', () => {
  it('makes the message a new ticket and opens it', async () => {
    const sent = answerApi({ 'POST /api/workitems/7/split': { id: 31 } });
    renderMessage();
    await split();
    expect(await screen.findByText('Pantalla del ticket 31')).toBeInTheDocument();
    expect(await screen.findByText(mergeSplitMessages.split)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/workitems/7/split', body: { discussionId: 40 } }]);
  });

  it("shows the server's Spanish refusal and stays on the ticket", async () => {
    answerApi({ 'POST /api/workitems/7/split': () => failBody(403, mergeSplitMessages.internalOnly) });
    renderMessage();
    await split();
    expect(await screen.findByText(mergeSplitMessages.internalOnly)).toBeInTheDocument();
    expect(screen.queryByText('Pantalla del ticket 31')).not.toBeInTheDocument();
  });

  it('offers no menu without the ability, nor on a message read without its id', () => {
    const { unmount } = renderMessage({});
    expect(screen.queryByRole('button', { name: 'Acciones del mensaje' })).not.toBeInTheDocument();
    unmount();
    const { id: _id, ...withoutId } = message;
    renderMessage({ shown: withoutId, splitTicketId: 7 });
    expect(screen.queryByRole('button', { name: 'Acciones del mensaje' })).not.toBeInTheDocument();
  });
});
