// The dialog of 'Registrar tiempo' (docs/product/service-quality.md#time-tracking): today's date for a new entry, the
// contracts' messages before anything is sent, the server's field messages on their fields, and an entry's change.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timeEntryMessages, timeEntryToday, type TimeEntry } from '@tms/contracts';
import { answerApi, failBody, sentBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { TimeEntryDialog } from './time-entry-dialog';

const SLOW_SCREEN_MS = 60_000;
const ENTRIES = '/api/workitems/7/time-entries';

const entry: TimeEntry = {
  id: 4,
  workItemId: 7,
  userId: 2,
  userName: 'Ana Agente',
  minutes: 30,
  date: '2026-03-05',
  note: 'Primera revisión',
  billable: false,
  createdDate: '2026-03-05T18:00:00.000Z',
  canEdit: true,
};

function renderDialog(current: TimeEntry | null = null) {
  const onClose = vi.fn();
  renderWithProviders(<TimeEntryDialog open ticketId={7} entry={current} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog') };
}

const minutesField = (dialog: HTMLElement) => within(dialog).getByRole('spinbutton', { name: 'Minutos' });
const helperOf = (name: string) =>
  document.querySelector(`[name="${name}"]`)?.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root');

describe('TimeEntryDialog', () => {
  it(
    'starts a new entry today and refuses what the contract refuses, sending nothing',
    async () => {
      const sent = answerApi({ [`POST ${ENTRIES}`]: entry });
      const { dialog, onClose } = renderDialog();
      const [year, month, day] = timeEntryToday().split('-');
      expect(document.querySelector<HTMLInputElement>('input[name="date"]')?.value).toBe(`${day}/${month}/${year}`);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(await within(dialog).findByText(timeEntryMessages.minutes)).toBeInTheDocument();
      await userEvent.type(minutesField(dialog), '1441');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(helperOf('minutes')).toHaveTextContent(timeEntryMessages.minutes);
      expect(sent).toEqual([]);
      expect(onClose).not.toHaveBeenCalled();
    },
    SLOW_SCREEN_MS,
  );

  it(
    "shows the server's field messages on their fields and stays open",
    async () => {
      answerApi({
        [`POST ${ENTRIES}`]: () =>
          failBody(400, 'Datos invalidos, intente de nuevo.', {
            date: timeEntryMessages.futureDate,
            note: 'Maximo 500 caracteres',
          }),
      });
      const { dialog, onClose } = renderDialog();
      await userEvent.type(minutesField(dialog), '45');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(helperOf('date')).toHaveTextContent(timeEntryMessages.futureDate));
      expect(helperOf('note')).toHaveTextContent('Maximo 500 caracteres');
      expect(await screen.findByText('Datos invalidos, intente de nuevo.')).toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
    },
    SLOW_SCREEN_MS,
  );

  it(
    'changes an entry from its own values',
    async () => {
      const sent = answerApi({ 'PUT /api/time-entries/4': { ...entry, minutes: 50, billable: true } });
      const { dialog, onClose } = renderDialog(entry);
      expect(within(dialog).getByRole('heading', { name: 'Editar tiempo' })).toBeInTheDocument();
      expect(minutesField(dialog)).toHaveValue(30);
      expect(within(dialog).getByRole('textbox', { name: 'Nota' })).toHaveValue('Primera revisión');
      await userEvent.clear(minutesField(dialog));
      await userEvent.type(minutesField(dialog), '50');
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Facturable' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(sentBody(sent, 'PUT', '/api/time-entries/4')).toEqual({
        minutes: 50,
        date: '2026-03-05',
        note: 'Primera revisión',
        billable: true,
      });
      expect(await screen.findByText(timeEntryMessages.updated)).toBeInTheDocument();
    },
    SLOW_SCREEN_MS,
  );
});
