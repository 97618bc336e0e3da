// The 'SLA' tab (issue #24: each severity's switch read 'Activo' while off): the switch says the state it shows,
// 'SLA activo' or 'SLA inactivo', and turning it on saves the level as active.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubCategoryPriorityLevel } from '@tms/contracts';
import { answerApi, sentBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { SubCategorySlaTab } from './sub-category-sla-tab';

const level = (priorityId: number, code: string, isActive: boolean) =>
  ({
    id: isActive ? priorityId : null,
    priorityId,
    code,
    responseTimeSetting: 4,
    responseTimeTypeId: 2,
    firstResponseSetting: null,
    firstResponseTypeId: null,
    isActive,
  }) as SubCategoryPriorityLevel;

describe('SubCategorySlaTab', () => {
  it("labels each severity's switch with its state and saves the one turned on", async () => {
    const sent = answerApi({
      'GET /api/prioritylevel/subcategory/9': [level(1, 'Baja', true), level(2, 'Media', false)],
      'GET /api/responsetimetypes/all': [{ id: 2, code: 'horas', detail: 'Horas' }],
      'POST /api/prioritylevel/multiple': { result: true },
    });
    renderWithProviders(<SubCategorySlaTab subCategoryId={9} active />);
    const table = await screen.findByRole('table', { name: 'Niveles de SLA' });
    const rowOf = (severity: string) => within(table).getByRole('row', { name: new RegExp(`^${severity}`) });

    expect(within(rowOf('Baja')).getByRole('switch', { name: 'SLA activo' })).toBeChecked();
    const media = within(rowOf('Media')).getByRole('switch', { name: 'SLA inactivo' });
    expect(media).not.toBeChecked();
    expect(within(table).queryAllByText('Activo')).toEqual([]);

    await userEvent.click(media);
    expect(within(rowOf('Media')).getByRole('switch', { name: 'SLA activo' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(sentBody(sent, 'POST', '/api/prioritylevel/multiple')).toMatchObject({
        subCategoryId: 9,
        list: [
          { priorityId: 1, isActive: true },
          { priorityId: 2, isActive: true },
        ],
      }),
    );
  });

  it('saves a first-response target with its unit, and asks for the unit when it is missing', async () => {
    const sent = answerApi({
      'GET /api/prioritylevel/subcategory/9': [level(1, 'Baja', true)],
      'GET /api/responsetimetypes/all': [
        { id: 1, code: 'minutos', detail: 'Minutos' },
        { id: 2, code: 'horas', detail: 'Horas' },
      ],
      'POST /api/prioritylevel/multiple': { result: true },
    });
    renderWithProviders(<SubCategorySlaTab subCategoryId={9} active />);
    const table = await screen.findByRole('table', { name: 'Niveles de SLA' });
    const row = within(table).getByRole('row', { name: /^Baja/ });

    await userEvent.type(within(row).getByRole('spinbutton', { name: 'Primera respuesta' }), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(row).findByText('Este campo es requerido.')).toBeInTheDocument();
    expect(sentBody(sent, 'POST', '/api/prioritylevel/multiple')).toBeUndefined();

    await userEvent.click(within(row).getByRole('combobox', { name: 'Unidad de primera respuesta' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Minutos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(sentBody(sent, 'POST', '/api/prioritylevel/multiple')).toMatchObject({
        list: [{ priorityId: 1, firstResponseSetting: 30, firstResponseTypeId: 1 }],
      }),
    );
  });
});
