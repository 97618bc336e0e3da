// The canned response form: nothing asked for before the user types or saves; code and text asked for in Spanish
// before any call; a new response is shared unless the switch says otherwise; a save sends the rich text with its
// placeholders as written; the placeholders of the contracts' list are offered, and one chosen (click or keyboard)
// joins the end of the text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cannedResponsePlaceholderLabels, messages, type CannedResponse } from '@tms/contracts';
import { answerApi } from '@/lib/testing/api-answers';
import { VALIDATION_DEBOUNCE_MS } from '@/lib/hooks/use-debounced-validation';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { CannedResponseForm } from './canned-response-form';

const SLOW_FORM_MS = 60_000;

const saved: CannedResponse = {
  id: 9,
  companyId: 1,
  code: 'Mi firma',
  detail: '<p>Saludos, {{usuario.nombre}}</p>',
  isShared: false,
  isActive: true,
  ownerId: 1,
  ownerName: 'Administrador',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('CannedResponseForm', () => {
  it(
    'shows no message on a new response before anything is typed, however long it waits',
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      renderWithProviders(<CannedResponseForm active onSaved={vi.fn()} />);
      // The text's editor loads after the form shows; once there, the debounced validation would have run.
      expect(await screen.findByRole('textbox', { name: 'Texto' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS * 3));
      expect(screen.queryByText(messages.fieldRequired)).not.toBeInTheDocument();
    },
    SLOW_FORM_MS,
  );

  it(
    'asks for the code and the text in Spanish without calling the server',
    async () => {
      const sent = answerApi({ 'POST /api/cannedresponses': saved });
      renderWithProviders(<CannedResponseForm active onSaved={vi.fn()} />);
      expect(screen.getByRole('switch', { name: 'Compartida con todos los agentes' })).toBeChecked();
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findAllByText(messages.fieldRequired)).toHaveLength(2);
      expect(sent).toEqual([]);
    },
    SLOW_FORM_MS,
  );

  it(
    'saves an edited response with its text and placeholders as stored, made shared',
    async () => {
      const sent = answerApi({ 'PUT /api/cannedresponses/9': { ...saved, isShared: true } });
      const onSaved = vi.fn();
      renderWithProviders(<CannedResponseForm cannedResponse={saved} active onSaved={onSaved} />);
      expect(screen.getByText('Personal: solo usted la ve y la usa.')).toBeInTheDocument();
      await userEvent.clear(screen.getByRole('textbox', { name: 'Código' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Código' }), 'Firma del equipo');
      await userEvent.click(screen.getByRole('switch', { name: 'Compartida con todos los agentes' }));
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/api/cannedresponses/9',
          body: { code: 'Firma del equipo', detail: '<p>Saludos, {{usuario.nombre}}</p>', isShared: true, isActive: true },
        },
      ]);
    },
    SLOW_FORM_MS,
  );

  it(
    "offers the contracts' placeholders and adds the one chosen, by click or keyboard, to the end of the text",
    async () => {
      const user = userEvent.setup();
      const sent = answerApi({ 'PUT /api/cannedresponses/9': saved });
      renderWithProviders(<CannedResponseForm cannedResponse={saved} active onSaved={vi.fn()} />);
      const offered = screen.getByRole('group', { name: /^Datos que se llenan al usarla/ });
      const chips = within(offered).getAllByRole('button');
      expect(chips.map((chip) => chip.textContent)).toEqual(Object.values(cannedResponsePlaceholderLabels));

      await user.click(within(offered).getByRole('button', { name: 'Nombre del creador' }));
      within(offered).getByRole('button', { name: 'Número del ticket' }).focus();
      await user.keyboard('{Enter}');
      const text = await screen.findByRole('textbox', { name: 'Texto' });
      await waitFor(() => expect(text).toHaveTextContent('Saludos, {{usuario.nombre}} {{creador.nombre}} {{ticket.id}}'));

      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0].body).toMatchObject({ detail: '<p>Saludos, {{usuario.nombre}} {{creador.nombre}} {{ticket.id}}</p>' });
    },
    SLOW_FORM_MS,
  );
});
