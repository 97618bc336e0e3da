// The 'Automatizaciones' screen: the rules listed with their code, kind and order, and on a saved rule its
// 'Ejecuciones' (ticket link, occasion, date in the app's format, result in Spanish, error) and, for a rule that calls a
// webhook, its 'Llamadas webhook' (target, state in Spanish, attempts, last answer, error).
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { formatDate } from '@/lib/dates';
import { AutomationsPage } from './automations-page';
import { ruleLookups, urgentMailRule, urgentMailRuns } from '../components/automation-fixture';

const SLOW_SCREEN_MS = 60_000;

const escalation = { ...urgentMailRule, id: 4, code: 'Escalar al 80', kind: 'escalation' as const, events: [], order: 7 };

describe('AutomationsPage', () => {
  it(
    'lists the rules with their kind and order, and shows the last runs of one',
    async () => {
      answerApi({
        ...ruleLookups,
        'GET /api/automations': [urgentMailRule, escalation],
        'GET /api/automations/3': urgentMailRule,
        'GET /api/automations/3/runs': urgentMailRuns,
      });
      renderWithProviders(<AutomationsPage />);
      const escalationRow = (await screen.findByText('Escalar al 80')).closest('[role="row"]') as HTMLElement;
      expect(within(escalationRow).getByText('Escalación')).toBeInTheDocument();
      expect(within(escalationRow).getByText('7')).toBeInTheDocument();
      const triggerRow = screen.getByText('Correo urgente').closest('[role="row"]') as HTMLElement;
      expect(within(triggerRow).getByText('Disparador')).toBeInTheDocument();

      await userEvent.click(within(triggerRow).getByRole('button', { name: 'Editar' }));
      expect(await screen.findByText('Automatización: Correo urgente')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('tab', { name: 'Ejecuciones' }));

      expect(await screen.findByRole('link', { name: '#12' })).toHaveAttribute('href', '/ticket/12');
      expect(screen.getAllByText('Hecho')).toHaveLength(2);
      expect(screen.getByText('Omitida')).toBeInTheDocument();
      const failed = screen.getByText('Falló').closest('[role="row"]') as HTMLElement;
      expect(within(failed).getByRole('link', { name: '#14' })).toHaveAttribute('href', '/ticket/14');
      expect(within(failed).getByText('La opción seleccionada no está activa.')).toBeInTheDocument();
      expect(within(failed).getByText('Evento del ticket')).toBeInTheDocument();
      expect(within(failed).getByText(formatDate(urgentMailRuns[1]?.at))).toBeInTheDocument();
      const escalated = screen.getByRole('link', { name: '#16' }).closest('[role="row"]') as HTMLElement;
      expect(within(escalated).getByText(`80 % del SLA (vence ${formatDate('2026-11-21T18:00:00.000Z')})`)).toBeInTheDocument();
    },
    SLOW_SCREEN_MS,
  );

  it(
    'shows the webhook calls of a rule that calls one, and no such tab on a rule that does not',
    async () => {
      const hook = {
        ...urgentMailRule,
        id: 5,
        code: 'Avisar al ERP',
        actions: [{ type: 'webhook', url: 'https://erp.example.com/hook' }],
      };
      const delivery = {
        url: 'https://erp.example.com/hook',
        createdDate: '2026-11-20T16:00:00.000Z',
        finishedDate: null,
        lastAttemptDate: '2026-11-20T16:05:00.000Z',
      };
      answerApi({
        ...ruleLookups,
        'GET /api/automations': [urgentMailRule, hook],
        'GET /api/automations/3': urgentMailRule,
        'GET /api/automations/5': hook,
        'GET /api/automations/3/runs': [],
        'GET /api/automations/5/runs': [],
        'GET /api/automations/5/deliveries': [
          {
            ...delivery,
            id: 2,
            status: 'pending',
            attempts: 2,
            statusCode: 503,
            durationMs: 40,
            error: 'El destino respondió 503.',
          },
          { ...delivery, id: 1, status: 'delivered', attempts: 1, statusCode: 200, durationMs: 85, error: null },
        ],
      });
      renderWithProviders(<AutomationsPage />);
      const triggerRow = (await screen.findByText('Correo urgente')).closest('[role="row"]') as HTMLElement;
      await userEvent.click(within(triggerRow).getByRole('button', { name: 'Editar' }));
      expect(await screen.findByRole('tab', { name: 'Ejecuciones' })).toBeInTheDocument();
      expect(screen.queryByRole('tab', { name: 'Llamadas webhook' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: /volver|regresar/i }));

      const hookRow = (await screen.findByText('Avisar al ERP')).closest('[role="row"]') as HTMLElement;
      await userEvent.click(within(hookRow).getByRole('button', { name: 'Editar' }));
      await userEvent.click(await screen.findByRole('tab', { name: 'Llamadas webhook' }));
      const pending = (await screen.findByText('Pendiente')).closest('[role="row"]') as HTMLElement;
      expect(within(pending).getByText('503 · 40 ms')).toBeInTheDocument();
      expect(within(pending).getByText('El destino respondió 503.')).toBeInTheDocument();
      expect(within(pending).getByText(formatDate('2026-11-20T16:05:00.000Z'))).toBeInTheDocument();
      const delivered = screen.getByText('Entregada').closest('[role="row"]') as HTMLElement;
      expect(within(delivered).getByText('200 · 85 ms')).toBeInTheDocument();
      expect(within(delivered).getAllByText('https://erp.example.com/hook')).toHaveLength(1);
    },
    SLOW_SCREEN_MS,
  );
});
