// The message editor's 'Respuestas predefinidas': each response previews its text with placeholders as chips, typing
// filters by code or text, the chosen response is added to the new message with the ticket's and the user's values in
// its placeholders (escaped), and only internal users see it.
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { Route, Routes } from 'react-router';
import { EntityType, type CannedResponseItem } from '@tms/contracts';
import { lookupKeys } from '@/lib/lookups/lookup-keys';
import { sessionStore } from '@/lib/session/session-store';
import { createTestQueryClient, renderWithProviders } from '@/lib/testing/render-with-providers';
import { testSession } from '@/lib/testing/test-session';
import { ticketQueryKeys } from '../api/tickets-query-keys';
import { CannedResponsePicker } from './canned-response-picker';
import { ticketFixture } from './ticket-fixture';
import type { TicketFormValues } from './ticket-form-values';
import { TicketFormProvider } from './ticket-form-context';

const responses: CannedResponseItem[] = [
  { id: 1, code: 'Saludo inicial', detail: '<p>Hola {{creador.nombre}}, ticket #{{ticket.id}}.</p>', isShared: true },
  {
    id: 2,
    code: 'Cierre',
    detail: '<p>Cerramos «{{ticket.asunto}}». {{responsable.nombre}} / {{usuario.nombre}}</p>',
    isShared: false,
  },
];

function MessageForm({ children }: { children: ReactNode }) {
  const form = useForm<TicketFormValues>({ defaultValues: { discussion: '<p>Buen día.</p>' } });
  const message = useWatch({ control: form.control, name: 'discussion' });
  return (
    <TicketFormProvider form={form}>
      {children}
      <output aria-label="Mensaje">{message}</output>
    </TicketFormProvider>
  );
}

function renderPicker() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    ticketQueryKeys.detail(7),
    ticketFixture({ subject: 'Impresora <atascada>', createdByName: 'Carla Cliente', assignedToName: 'Ana Agente' }),
  );
  queryClient.setQueryData(lookupKeys.cannedResponses(), responses);
  return renderWithProviders(
    <Routes>
      <Route
        path="/ticket/:id"
        element={
          <MessageForm>
            <CannedResponsePicker />
          </MessageForm>
        }
      />
    </Routes>,
    { queryClient, route: '/ticket/7' },
  );
}

describe('CannedResponsePicker', () => {
  beforeEach(() => sessionStore.save({ ...testSession, displayName: 'Sergio Supervisor' }));
  afterEach(() => sessionStore.clear());

  it('previews each response with its placeholders named as chips, never as raw {{…}}', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(screen.getByRole('button', { name: 'Respuestas predefinidas' }));
    const [saludo, cierre] = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(saludo).toHaveTextContent('Compartida · Hola Nombre del creador, ticket #Número del ticket.');
    expect(cierre).toHaveTextContent(
      'Personal · Cerramos «Asunto del ticket». Nombre del responsable / Nombre de quien responde',
    );
    for (const option of [saludo, cierre]) expect(option).not.toHaveTextContent('{{');
    expect(within(saludo).getByText('Nombre del creador')).toHaveClass('MuiChip-label');
  });

  it('filters by code or text and adds the chosen response with its placeholders filled', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(screen.getByRole('button', { name: 'Respuestas predefinidas' }));
    const search = screen.getByRole('combobox', { name: 'Buscar respuesta predefinida' });
    await user.type(search, 'cerramos');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await user.click(within(listbox).getByRole('option', { name: /Cierre/ }));

    expect(screen.getByRole('status', { name: 'Mensaje' }).textContent).toBe(
      '<p>Buen día.</p><p>Cerramos «Impresora &lt;atascada&gt;». Ana Agente / Sergio Supervisor</p>',
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('finds a response by its code without accents or case', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(screen.getByRole('button', { name: 'Respuestas predefinidas' }));
    await user.type(screen.getByRole('combobox'), 'SALUDO');
    await user.click(screen.getByRole('option', { name: /Saludo inicial/ }));
    expect(screen.getByRole('status', { name: 'Mensaje' }).textContent).toBe(
      '<p>Buen día.</p><p>Hola Carla Cliente, ticket #7.</p>',
    );
  });

  it('is not offered to clients and providers', () => {
    sessionStore.save({ ...testSession, entityTypeId: EntityType.Client });
    renderPicker();
    expect(screen.queryByRole('button', { name: 'Respuestas predefinidas' })).not.toBeInTheDocument();
  });
});
