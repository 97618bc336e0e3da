// User form (docs/product/access.md#users): the role decides the entity type. Client roles give 2 (Cliente) and provider roles 3
// (Proveedor), read-only; any other role, the superuser's included, gives 1 (Usuario interno), editable.
// Moving a user from PROVIDER MANAGER to Agente used to leave the entity type at Proveedor. A read-only entity type
// is a read-only text field, not a drop-down that looks active (issue #24), and is saved as before.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDetail } from '@tms/contracts';
import { http } from 'msw';
import { answerApi, sentBody, successBody } from '@/lib/testing/api-answers';
import { server } from '@/lib/testing/api-server';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { UserForm } from './user-form';

const lookups = {
  'GET /api/roles/all': [
    { id: 1, code: 'Administrador', detail: '', isActive: true, isEditable: false },
    { id: 2, code: 'Agente', detail: '', isActive: true, isEditable: true },
    { id: 1008, code: 'CLIENT', detail: '', isActive: true, isEditable: true },
    { id: 1011, code: 'PROVIDER MANAGER', detail: '', isActive: true, isEditable: true },
  ],
  'GET /api/companylocations/all': [{ id: 1, code: 'Matriz', detail: '' }],
  'GET /api/entitytypes/all': [
    { id: 1, code: 'Usuario interno', detail: '' },
    { id: 2, code: 'Cliente', detail: '' },
    { id: 3, code: 'Proveedor', detail: '' },
  ],
};
const externalEntities = [
  { id: 5, entityTypeId: 2, code: 'Cliente Uno', isActive: true },
  { id: 7, entityTypeId: 3, code: 'Proveedor Uno', isActive: true },
];

beforeEach(() => {
  answerApi(lookups);
  // The external entities of the entity type asked for.
  server.use(
    http.get('/api/externalentities/all', ({ request }) => {
      const entityTypeId = Number(new URL(request.url).searchParams.get('entityTypeId'));
      return successBody(externalEntities.filter((entity) => entity.entityTypeId === entityTypeId));
    }),
  );
});

const providerManager: UserDetail = {
  id: 40,
  userName: 'proveedor.jefe',
  displayName: 'Jefe de proveedores',
  email: 'jefe@proveedor.mx',
  mobilePhone: '',
  roleId: 1011,
  companyLocationId: 1,
  entityTypeId: 3,
  externalEntityId: 7,
  externalId: '',
  isActive: true,
  twoFactorEnabled: false,
} as UserDetail;

const field = (name: string) => screen.getByRole('combobox', { name });
const lockedEntityType = () => screen.getByRole('textbox', { name: 'Tipo de entidad' });

async function renderForm(user?: UserDetail) {
  const onSaved = vi.fn();
  renderWithProviders(<UserForm user={user} onSaved={onSaved} onCancel={vi.fn()} />);
  // The lookups have arrived once the pickers show their labels.
  if (user) await waitFor(() => expect(lockedEntityType()).toHaveValue('Proveedor'));
  else await waitFor(() => expect(field('Tipo de entidad')).toHaveTextContent('Usuario interno'));
  if (user) await waitFor(() => expect(field('Rol')).toHaveTextContent('PROVIDER MANAGER'));
  return { onSaved };
}

async function choose(name: string, option: string) {
  await userEvent.click(field(name));
  await userEvent.click(await within(screen.getByRole('listbox')).findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Editable: a drop-down showing the label. Locked by the role: a read-only text field holding it, no drop-down. */
const expectEntityType = (label: string, locked: boolean) => {
  if (locked) {
    expect(lockedEntityType()).toHaveValue(label);
    expect(lockedEntityType()).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: 'Tipo de entidad' })).not.toBeInTheDocument();
  } else {
    expect(field('Tipo de entidad')).toHaveTextContent(label);
    expect(screen.queryByRole('textbox', { name: 'Tipo de entidad' })).not.toBeInTheDocument();
  }
};

describe('UserForm, role → entity type', () => {
  it('a new user starts internal, editable, without an external entity', async () => {
    await renderForm();
    expectEntityType('Usuario interno', false);
    expect(screen.queryByRole('combobox', { name: 'Entidad externa' })).not.toBeInTheDocument();
  });

  it('a client role sets Cliente, read-only, and asks for the external entity', async () => {
    await renderForm();
    await choose('Rol', 'CLIENT');

    expectEntityType('Cliente', true);
    expect(screen.getByText('Lo define el rol seleccionado.')).toBeInTheDocument();
    await choose('Entidad externa', 'Cliente Uno');
    expect(field('Entidad externa')).toHaveTextContent('Cliente Uno');
  });

  it('a provider role sets Proveedor, read-only', async () => {
    await renderForm();
    await choose('Rol', 'PROVIDER MANAGER');

    expectEntityType('Proveedor', true);
    expect(field('Entidad externa')).toBeInTheDocument();
  });

  it('the superuser role gives Usuario interno and leaves it editable', async () => {
    await renderForm();
    await choose('Rol', 'CLIENT');
    await choose('Rol', 'Administrador');

    expectEntityType('Usuario interno', false);
    expect(screen.queryByRole('combobox', { name: 'Entidad externa' })).not.toBeInTheDocument();
  });

  it('an internal role may still be given another entity type by hand', async () => {
    await renderForm();
    await choose('Rol', 'Agente');
    await choose('Tipo de entidad', 'Proveedor');

    expectEntityType('Proveedor', false);
    expect(field('Entidad externa')).toBeInTheDocument();
  });

  it('moving a user from PROVIDER MANAGER to Agente sets the entity type back to Usuario interno', async () => {
    await renderForm(providerManager);
    expectEntityType('Proveedor', true);
    expect(field('Entidad externa')).toHaveTextContent('Proveedor Uno');

    await choose('Rol', 'Agente');

    expectEntityType('Usuario interno', false);
    expect(screen.queryByRole('combobox', { name: 'Entidad externa' })).not.toBeInTheDocument();
  });

  it('saves the entity type the role set, read-only as it is', async () => {
    const sent = answerApi({ 'POST /api/users': { id: 41, userName: 'cliente.nuevo' } });
    const { onSaved } = await renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Usuario' }), 'cliente.nuevo');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Cliente Nuevo');
    await userEvent.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'cliente@example.com');
    await choose('Rol', 'CLIENT');
    await choose('Sucursal', 'Matriz');
    await choose('Entidad externa', 'Cliente Uno');
    expectEntityType('Cliente', true);

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody(sent, 'POST', '/api/users')).toMatchObject({ roleId: 1008, entityTypeId: 2, externalEntityId: 5 });
  });
});
