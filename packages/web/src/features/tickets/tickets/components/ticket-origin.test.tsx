// The ticket screen says where a ticket and a message came from: 'Creado por correo' on the history's creation entry
// of a ticket made from an e-mail, 'vía correo' beside a discussion message that came by e-mail; nothing otherwise.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { List } from '@mui/material';
import { TicketOrigin, type HistoryEntry, type Ticket } from '@tms/contracts';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { DiscussionMessage } from './discussion-message';
import { HistoryEntryItem } from './history-entry-item';

const message = (origin: Ticket['discussions'][number]['origin']): Ticket['discussions'][number] => ({
  order: 1,
  message: '<p>Ya lo reinicié y sigue igual.</p>',
  createdBy: 5,
  createdByName: 'Carla Cliente',
  createdDate: '2026-01-05T16:00:00.000Z',
  origin,
  isInternal: false,
});

const created = (origin: HistoryEntry['origin']): HistoryEntry => ({
  id: 1,
  action: 'add',
  date: '2026-01-05T16:00:00.000Z',
  creatorId: 5,
  creatorName: 'Carla Cliente',
  origin,
  historyItems: [],
});

describe('where a ticket and its messages came from', () => {
  it("marks a message that came by e-mail 'vía correo'", () => {
    renderWithProviders(
      <ul>
        <DiscussionMessage message={message(TicketOrigin.Mail)} />
      </ul>,
    );
    expect(screen.getByText('vía correo')).toBeInTheDocument();
    expect(screen.getByText('Ya lo reinicié y sigue igual.')).toBeInTheDocument();
  });

  it('says nothing of the origin of a message written in the app', () => {
    renderWithProviders(
      <ul>
        <DiscussionMessage message={message(null)} />
      </ul>,
    );
    expect(screen.getByText('Carla Cliente')).toBeInTheDocument();
    expect(screen.queryByText('vía correo')).not.toBeInTheDocument();
  });

  it("says 'Creado por correo' on the creation entry of a ticket made from an e-mail, and nothing for one made in the app", () => {
    const { unmount } = renderWithProviders(
      <List>
        <HistoryEntryItem entry={created(TicketOrigin.Mail)} />
      </List>,
    );
    expect(screen.getByText(/Carla Cliente · Creó el ticket · Creado por correo/)).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <List>
        <HistoryEntryItem entry={created(undefined)} />
      </List>,
    );
    expect(screen.getByText(/Carla Cliente · Creó el ticket/)).toBeInTheDocument();
    expect(screen.queryByText(/Creado por correo/)).not.toBeInTheDocument();
  });
});
