// The worker wakes up when a save's ticket event is committed (docs/product/automations.md): the trigger's run appears
// within moments of the save, with the interval far away, and nobody calling runDue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutomationInput } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { waitFor } from '../../../test/wait-for';
import { createTrigger } from '../testing/trigger-rules';
import { createAutomationWorker } from './automation-worker';

/** Far beyond the test's deadline: any run that appears came from the wake-up, not the interval. */
const NEVER_MS = 3_600_000;

describe('automation worker wake-up', () => {
  const t = useTestApp();
  let admin: TestClient;
  let cliente: TestClient;
  let worker: ReturnType<typeof createAutomationWorker>;

  beforeAll(async () => {
    [admin, cliente] = await Promise.all([t.as('admin'), t.as('cliente')]);
    worker = createAutomationWorker(t.app.ctx, t.app.log);
    await worker.runDue(new Date()); // nothing left from earlier saves
    worker.start(NEVER_MS);
    await worker.listening();
  });
  afterAll(() => worker.stop());

  const rule = (overrides: Partial<AutomationInput>) => createTrigger(admin, overrides);
  const create = async (subject: string) => {
    const response = await cliente.post('/api/workitems', {
      subject,
      detail: '<p>Detalle del ticket.</p>',
      categoryId: 1,
      subCategoryId: 2,
      severityId: 1,
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body.data as { id: number };
  };
  const doneRunsOf = async (ruleId: number) =>
    ((await admin.get(`/api/automations/${ruleId}/runs`)).body.data as { ticketId: number; result: string }[]).filter(
      (run) => run.result === 'done',
    );

  it('runs the trigger soon after the save commits, without anyone calling runDue', async () => {
    const trigger = await rule({
      code: 'Despertar',
      conditions: { subjectContains: 'despertador' },
      actions: [{ type: 'setSeverity', severityId: 3 }],
    });
    const ticket = await create('Falla del despertador');

    const runs = await waitFor(async () => {
      const done = await doneRunsOf(trigger.id);
      return done.length > 0 ? done : undefined;
    }, 'the trigger run after the save');
    expect(runs.map((run) => run.ticketId)).toEqual([ticket.id]);
    expect((await admin.get(`/api/workitems/${ticket.id}`)).body.data.severityId).toBe(3);
    await admin.delete(`/api/automations/${trigger.id}`);
  });

  it('handles a burst of saves, each event once', async () => {
    const trigger = await rule({
      code: 'Ráfaga',
      conditions: { subjectContains: 'ráfaga' },
      actions: [{ type: 'addNote', message: '<p>Una vez.</p>' }],
    });
    const tickets = await Promise.all([1, 2, 3, 4, 5].map((n) => create(`Ráfaga ${n}`)));
    const expected = tickets.map((ticket) => ticket.id).sort((a, b) => a - b);

    const runs = await waitFor(async () => {
      const done = await doneRunsOf(trigger.id);
      return done.length >= expected.length ? done : undefined;
    }, 'the runs of every save in the burst');
    expect(runs.map((run) => run.ticketId).sort((a, b) => a - b)).toEqual(expected);
    await admin.delete(`/api/automations/${trigger.id}`);
  });
});
