import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages, messages } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';

describe('companylocations', () => {
  const t = useTestApp();
  let admin: TestClient;
  let cdmx: { stateId: number; cityId: number };
  let jaliscoCity: number;
  let supervisorId: number;

  const branch = (overrides: Record<string, unknown> = {}, address: Record<string, unknown> = {}) => ({
    code: 'Sucursal Puebla',
    detail: 'Oficina regional centro',
    ownerId: supervisorId,
    isActive: true,
    ...overrides,
    address: {
      address1: 'Av. Juárez 100',
      address2: 'Piso 2',
      zipCode: '06600',
      latitude: '19.4284',
      longitude: -99.1624,
      businessName: 'Mi Empresa S.A. de C.V.',
      phoneNumber: '55 1234 5678',
      taxId: 'emp010101ab1',
      stateId: cdmx.stateId,
      cityId: cdmx.cityId,
      email: 'puebla@example.com',
      ...address,
    },
  });

  beforeAll(async () => {
    admin = await t.as('admin');
    const matriz = (await admin.get('/api/companylocations/1')).body.data;
    cdmx = { stateId: matriz.address.stateId, cityId: matriz.address.cityId };
    supervisorId = matriz.ownerId;
    const states = (await admin.get('/api/states/all')).body.data;
    const jalisco = states.find((s: { detail: string }) => s.detail === 'Jalisco');
    jaliscoCity = (await admin.get(`/api/cities/state/${jalisco.id}`)).body.data[0].id;
  });

  it('creates a branch with its address in one call and reads it back', async () => {
    const created = await admin.post('/api/companylocations', branch());
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({
      code: 'Sucursal Puebla',
      ownerId: supervisorId,
      ownerName: 'Sergio Supervisor',
      isActive: true,
      addressId: expect.any(Number),
      address: {
        address1: 'Av. Juárez 100',
        zipCode: '06600',
        latitude: 19.4284,
        longitude: -99.1624,
        taxId: 'EMP010101AB1',
        stateName: 'Ciudad de México',
      },
    });
    const id = created.body.data.id;
    expect((await admin.get(`/api/companylocations/${id}`)).body.data).toEqual(created.body.data);

    const updated = await admin.put(
      `/api/companylocations/${id}`,
      branch({ detail: 'Centro' }, { zipCode: '', latitude: null, phoneNumber: '' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.body.data).toMatchObject({ detail: 'Centro', addressId: created.body.data.addressId });
    expect(updated.body.data.address).toMatchObject({ zipCode: null, latitude: null, phoneNumber: null, longitude: -99.1624 });

    const codes = (await admin.get('/api/companylocations')).body.data.map((b: { code: string }) => b.code);
    expect(codes).toEqual(['Matriz CDMX', 'Sucursal Guadalajara', 'Sucursal Monterrey', 'Sucursal Puebla']);
  });

  it('validates the branch with the messages of docs/product/catalogues.md#validation', async () => {
    const response = await admin.post('/api/companylocations', {
      code: '',
      detail: 'x'.repeat(201),
      address: { zipCode: '1234', phoneNumber: '12345', latitude: '91', longitude: 'abc', taxId: 'EMP0101', email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.message).toBe(messages.badRequest);
    expect(response.body.data.fields).toEqual({
      code: 'Este campo es requerido.',
      detail: 'Maximo 200 caracteres',
      ownerId: 'Este campo es requerido.',
      'address.address1': 'Este campo es requerido.',
      'address.zipCode': 'Codigo postal no valido.',
      'address.latitude': 'La latitude no es valido.',
      'address.longitude': 'La longitude no es valido.',
      'address.businessName': 'Este campo es requerido.',
      'address.phoneNumber': 'Numero de telefono no valido.',
      'address.taxId': 'El RFC no es valido.',
      'address.stateId': 'Este campo es requerido.',
      'address.cityId': 'Este campo es requerido.',
      'address.email': 'Ingrese una dirección de email valida.',
    });
    const ranges = await admin.post(
      '/api/companylocations',
      branch({}, { latitude: -90.5, longitude: 180.01, taxId: 'EMP011301AB1' }),
    );
    expect(ranges.body.data.fields).toEqual({
      'address.latitude': catalogueMessages.invalidLatitude,
      'address.longitude': catalogueMessages.invalidLongitude,
      'address.taxId': catalogueMessages.invalidTaxId,
    });
    const person = await admin.post(
      '/api/companylocations',
      branch({ code: 'Persona física' }, { taxId: 'GODE561231GR8', phoneNumber: '+52 (33) 1234-5678' }),
    );
    expect(person.statusCode).toBe(201);
  });

  it('requires the city to belong to the state, and existing references', async () => {
    const response = await admin.post('/api/companylocations', branch({}, { cityId: jaliscoCity }));
    expect(response.statusCode).toBe(400);
    expect(response.body.data.fields).toEqual({ 'address.cityId': catalogueMessages.cityNotInState });
    const owner = await admin.post('/api/companylocations', branch({ ownerId: 99999 }));
    expect(owner.body.data.fields).toEqual({ ownerId: messages.invalidOption });
  });

  it("takes one of the company's active calendars as its 'Horario', or none", async () => {
    const calendar = (code: string, isActive: boolean) =>
      admin.post('/api/calendars', {
        code,
        timezone: 'America/Mexico_City',
        weeklyHours: [{ weekday: 1, start: '09:00', end: '14:00' }],
        holidays: [],
        isDefault: false,
        isActive,
      });
    const morning = (await calendar('Matutino', true)).body.data;
    const off = (await calendar('Suspendido', false)).body.data;
    const matriz = (await admin.get('/api/companylocations/1')).body.data;
    expect(matriz).toMatchObject({ calendarId: null, calendarCode: null });

    const created = await admin.post('/api/companylocations', branch({ code: 'Sucursal Matutina', calendarId: morning.id }));
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ calendarId: morning.id, calendarCode: 'Matutino' });
    const id = created.body.data.id;
    // The form's empty option 'Predeterminado' sends '' (or 0): no calendar of its own.
    const cleared = await admin.put(`/api/companylocations/${id}`, branch({ code: 'Sucursal Matutina', calendarId: '' }));
    expect(cleared.body.data).toMatchObject({ calendarId: null, calendarCode: null });

    for (const [calendarId, message] of [
      [off.id, catalogueMessages.calendarNotActive],
      [99999, messages.invalidOption],
      ['abc', messages.invalidOption],
    ]) {
      const refused = await admin.put(`/api/companylocations/${id}`, branch({ code: 'Sucursal Matutina', calendarId }));
      expect(refused.statusCode, String(calendarId)).toBe(400);
      expect(refused.body.data.fields).toEqual({ calendarId: message });
    }

    // A calendar switched off after the branch was given it stays while the branch is saved with it.
    await admin.put(`/api/companylocations/${id}`, branch({ code: 'Sucursal Matutina', calendarId: morning.id }));
    expect((await admin.delete(`/api/calendars/${morning.id}`)).statusCode).toBe(200);
    const kept = await admin.put(
      `/api/companylocations/${id}`,
      branch({ code: 'Sucursal Matutina', detail: 'Turno matutino', calendarId: morning.id }),
    );
    expect(kept.statusCode, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data).toMatchObject({ detail: 'Turno matutino', calendarId: morning.id });
  });

  it('reports whether a branch has active related records', async () => {
    // The demo users and category locations use Matriz.
    expect((await admin.get('/api/companylocations/isvalidedit/1')).body.data).toEqual({ result: false });
    const fresh = await admin.post('/api/companylocations', branch({ code: 'Sucursal Mérida' }));
    expect((await admin.get(`/api/companylocations/isvalidedit/${fresh.body.data.id}`)).body.data).toEqual({ result: true });
    await admin.post('/api/categoryLocations/save-multiple', [
      { categoryId: 1, companyLocationId: fresh.body.data.id, ownerId: supervisorId, isActive: true },
    ]);
    expect((await admin.get(`/api/companylocations/isvalidedit/${fresh.body.data.id}`)).body.data).toEqual({ result: false });
    expect((await admin.get('/api/companylocations/isvalidedit/9999')).statusCode).toBe(404);
  });

  it('soft-deletes: the branch stays listed inactive and leaves the picker', async () => {
    const created = await admin.post('/api/companylocations', branch({ code: 'Sucursal Temporal' }));
    const id = created.body.data.id;
    expect((await admin.delete(`/api/companylocations/${id}`)).body.data).toEqual({ result: true });
    const listed = (await admin.get('/api/companylocations')).body.data.find((b: { id: number }) => b.id === id);
    expect(listed).toMatchObject({ isActive: false, address: { address1: 'Av. Juárez 100' } });
    const picker = (await (await t.as('cliente')).get('/api/companylocations/all')).body.data;
    expect(picker.some((b: { id: number }) => b.id === id)).toBe(false);
    expect(picker[0]).toEqual({ id: 1, code: 'Matriz CDMX', detail: 'Oficinas centrales' });
  });

  it('requires authentication and permission 7', async () => {
    expect((await t.anonymous.get('/api/companylocations/all')).statusCode).toBe(401);
    const cliente = await t.as('cliente');
    expect((await cliente.get('/api/companylocations')).statusCode).toBe(403);
    expect((await cliente.get('/api/companylocations/isvalidedit/1')).statusCode).toBe(403);
    expect((await cliente.post('/api/companylocations', branch())).statusCode).toBe(403);
    expect((await cliente.delete('/api/companylocations/1')).statusCode).toBe(403);
  });
});
