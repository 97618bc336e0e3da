// A branch's 'Horario' (docs/product/calendars.md#calendars): the company's active calendars and 'Predeterminado'
// (none of its own), sent as calendarId, with the server's refusal shown on the field.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueMessages, messages, type CompanyLocation } from '@tms/contracts';
import { answerApi, failBody, sentBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { CompanyLocationForm } from './company-location-form';

const SLOW_FORM_MS = 30_000;

const location: CompanyLocation = {
  id: 5,
  companyId: 1,
  code: 'Sucursal Puebla',
  detail: 'Oficina regional',
  ownerId: 3,
  ownerName: 'Sergio Supervisor',
  addressId: 8,
  isActive: true,
  calendarId: 7,
  calendarCode: 'Guardia sabatina',
  address: {
    id: 8,
    address1: 'Av. Juárez 100',
    address2: null,
    zipCode: '72000',
    latitude: null,
    longitude: null,
    businessName: 'Mi Empresa S.A. de C.V.',
    phoneNumber: null,
    taxId: 'EMP010101AB1',
    stateId: 21,
    stateName: 'Puebla',
    cityId: 114,
    cityName: 'Puebla',
    email: null,
  },
};

const lookups = {
  'GET /api/calendars/all': [
    { id: 1, code: 'Horario general', timezone: 'America/Mexico_City', isDefault: true },
    { id: 7, code: 'Guardia sabatina', timezone: 'America/Mexico_City', isDefault: false },
  ],
  'GET /api/states/all': [{ id: 21, code: 'PUE', detail: 'Puebla' }],
  'GET /api/cities/state/21': [{ id: 114, stateId: 21, code: 'PUE-114', detail: 'Puebla' }],
  'GET /api/users/all': [{ id: 3, userName: 'supervisor', displayName: 'Sergio Supervisor' }],
};

const horario = () => screen.getByRole('combobox', { name: 'Horario' });
const sentLocation = (sent: Parameters<typeof sentBody>[0]) => sentBody(sent, 'PUT', '/api/companylocations/5');

describe("the branch form's 'Horario'", () => {
  it(
    "offers the active calendars and 'Predeterminado', and sends none when it is chosen",
    async () => {
      const sent = answerApi({ ...lookups, 'PUT /api/companylocations/5': { ...location, calendarId: null } });
      const onSaved = vi.fn();
      renderWithProviders(<CompanyLocationForm location={location} active onSaved={onSaved} />);
      await waitFor(() => expect(horario()).toHaveTextContent('Guardia sabatina'));
      expect(screen.getByText('Predeterminado: Horario general')).toBeInTheDocument();

      await userEvent.click(horario());
      const options = within(screen.getByRole('listbox')).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['Predeterminado', 'Horario general', 'Guardia sabatina']);
      await userEvent.click(options[0]);
      expect(horario()).toHaveTextContent('Predeterminado');

      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(5));
      expect(sentLocation(sent)).toMatchObject({ code: 'Sucursal Puebla', calendarId: null });
    },
    SLOW_FORM_MS,
  );

  it(
    "shows the server's refusal of the calendar on the field",
    async () => {
      const sent = answerApi({
        ...lookups,
        'PUT /api/companylocations/5': () =>
          failBody(400, messages.badRequest, { calendarId: catalogueMessages.calendarNotActive }),
      });
      renderWithProviders(<CompanyLocationForm location={location} active onSaved={vi.fn()} />);
      await waitFor(() => expect(horario()).toHaveTextContent('Guardia sabatina'));

      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(catalogueMessages.calendarNotActive)).toBeInTheDocument();
      expect(sentLocation(sent)).toMatchObject({ calendarId: 7 });
    },
    SLOW_FORM_MS,
  );
});
