// The rule form: a trigger built as a sentence sends the contract's body; the kind decides whether events or a
// threshold are asked for (and only its own are sent); the server's field messages land on their fields.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { automationMessages, messages } from '@tms/contracts';
import { answerApi, failBody, sentBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { AutomationForm } from './automation-form';
import { ruleLookups, urgentMailRule } from './automation-fixture';

const SLOW_FORM_MS = 60_000;

const noConditions = {
  categoryIds: [],
  subCategoryIds: [],
  companyLocationIds: [],
  severityIds: [],
  statusIds: [],
  assignedToIds: [],
  creatorEntityTypeIds: [],
  createdByMail: null,
  subjectContains: null,
};

const typeInto = async (name: string | RegExp, text: string) => userEvent.type(screen.getByRole('textbox', { name }), text);

/** Picks `option` in the drop-down or type-to-filter picker named `name`. */
async function choose(name: string | RegExp, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function addAction(label: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Agregar acción' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: label }));
}

describe('AutomationForm', () => {
  it(
    'sends a trigger built from its event, a condition and two ordered actions',
    async () => {
      const sent = answerApi({ ...ruleLookups, 'POST /api/automations': urgentMailRule });
      const onSaved = vi.fn();
      renderWithProviders(<AutomationForm active onSaved={onSaved} />);

      await typeInto(/^Código/, 'Correo urgente');
      await typeInto(/^Descripción/, 'Asigna los correos urgentes a Ana');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Se crea un ticket' }));
      await choose(/^La subcategoría es/, 'Sistemas › Correo');
      await typeInto(/^El asunto contiene/, 'urgente');
      await addAction('Asignar a');
      const first = screen.getByRole('region', { name: 'Acción 1' });
      expect(within(first).getByRole('combobox', { name: /^Usuario/ })).toHaveValue('Enrutar de nuevo');
      await userEvent.click(within(first).getByRole('combobox', { name: /^Usuario/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Ana López (ana)' }));
      await addAction('Agregar nota interna');
      await userEvent.type(
        within(screen.getByRole('region', { name: 'Acción 2' })).getByRole('textbox', { name: /^Nota interna/ }),
        'Revisar hoy.',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(3));
      expect(sentBody(sent, 'POST', '/api/automations')).toEqual({
        code: 'Correo urgente',
        detail: 'Asigna los correos urgentes a Ana',
        kind: 'trigger',
        events: ['created'],
        conditions: { ...noConditions, subCategoryIds: [5], subjectContains: 'urgente' },
        threshold: null,
        actions: [
          { type: 'setResponsible', userId: 7 },
          { type: 'addNote', message: 'Revisar hoy.' },
        ],
        order: 0,
        isActive: true,
      });
    },
    SLOW_FORM_MS,
  );

  it(
    'asks for events, a share of the SLA, hours or days, or nothing as the kind changes, and sends only its own',
    async () => {
      const sent = answerApi({ ...ruleLookups, 'POST /api/automations': { ...urgentMailRule, kind: 'escalation' } });
      renderWithProviders(<AutomationForm active onSaved={vi.fn()} />);
      const events = () => screen.queryByRole('group', { name: /^Eventos/ });
      const percent = () => screen.queryByRole('spinbutton', { name: /^% del SLA transcurrido/ });
      expect(events()).toBeInTheDocument();
      expect(percent()).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('checkbox', { name: 'Un agente escribe un mensaje' }));

      await choose(/^Tipo/, 'Programación');
      expect(events()).not.toBeInTheDocument();
      expect(screen.getByRole('spinbutton', { name: /^Horas hábiles sin cambios/ })).toBeInTheDocument();
      await choose(/^El ticket lleva/, 'Sin respuesta del creador por N días hábiles');
      expect(screen.getByRole('spinbutton', { name: /^Días hábiles sin respuesta/ })).toBeInTheDocument();

      await choose(/^Tipo/, 'Macro');
      expect(events()).not.toBeInTheDocument();
      expect(screen.queryByRole('spinbutton', { name: /hábiles/ })).not.toBeInTheDocument();
      expect(screen.getByText(/Un agente la aplica desde el ticket/)).toBeInTheDocument();

      await choose(/^Tipo/, 'Escalación');
      expect(events()).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(automationMessages.percentOfSlaRequired)).toBeInTheDocument();
      expect(await screen.findByText(automationMessages.actionsRequired)).toBeInTheDocument();
      expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);

      await typeInto(/^Código/, 'Escalar');
      await typeInto(/^Descripción/, 'Al 80 % del SLA');
      await userEvent.type(percent() as HTMLElement, '80');
      await addAction('Cambiar severidad');
      await choose(/^Severidad/, 'Alta');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() =>
        expect(sentBody(sent, 'POST', '/api/automations')).toMatchObject({
          kind: 'escalation',
          events: [],
          threshold: { percentOfSla: 80, idleWorkingHours: null, waitingWorkingDays: null },
          actions: [{ type: 'setSeverity', severityId: 3 }],
        }),
      );
    },
    SLOW_FORM_MS,
  );

  it(
    "shows the server's field messages on the condition and the action they name",
    async () => {
      answerApi({
        ...ruleLookups,
        'PUT /api/automations/3': () =>
          failBody(400, messages.badRequest, {
            'conditions.subCategoryIds': automationMessages.inactiveOption,
            'actions.0.userId': automationMessages.notInternalUser,
          }),
      });
      const onSaved = vi.fn();
      renderWithProviders(<AutomationForm automation={urgentMailRule} active onSaved={onSaved} />);
      const first = screen.getByRole('region', { name: 'Acción 1' });
      await waitFor(() => expect(within(first).getByRole('combobox', { name: /^Usuario/ })).toHaveValue('Ana López (ana)'));

      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() =>
        expect(within(first).getByRole('combobox', { name: /^Usuario/ })).toHaveAccessibleDescription(
          automationMessages.notInternalUser,
        ),
      );
      expect(screen.getByRole('combobox', { name: /^La subcategoría es/ })).toHaveAccessibleDescription(
        automationMessages.inactiveOption,
      );
      expect(onSaved).not.toHaveBeenCalled();
    },
    SLOW_FORM_MS,
  );

  it(
    "offers only shared canned responses, and sends 'Sin responsable' as 0",
    async () => {
      const sent = answerApi({ ...ruleLookups, 'PUT /api/automations/3': urgentMailRule });
      const onSaved = vi.fn();
      renderWithProviders(<AutomationForm automation={urgentMailRule} active onSaved={onSaved} />);
      await choose(/^El responsable es/, 'Sin responsable');
      await addAction('Responder con respuesta predefinida');
      await userEvent.click(screen.getByRole('combobox', { name: /^Respuesta predefinida/ }));
      expect(await screen.findByRole('option', { name: 'Saludo' })).toBeInTheDocument();
      expect(screen.queryByRole('option', { name: 'Mi firma' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('option', { name: 'Saludo' }));
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(3));
      expect(sentBody(sent, 'PUT', '/api/automations/3')).toMatchObject({
        conditions: { assignedToIds: [0] },
        actions: [...urgentMailRule.actions, { type: 'reply', cannedResponseId: 4 }],
      });
    },
    SLOW_FORM_MS,
  );
});
