// User form (docs/product/access.md#users): the role decides the entity type. Client roles give 2 (Cliente) and provider roles 3
// (Proveedor), read-only; any other role, the superuser's included, gives 1 (Usuario interno), editable.
// Moving a user from PROVIDER MANAGER to Agente used to leave the entity type at Proveedor.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@tms/contracts';
import { http } from 'msw';
import { answerApi, successBody } from '@/lib/testing/api-answers';
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

const providerManager: User = {
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
} as User;

const field = (name: string) => screen.getByRole('combobox', { name });

async function renderForm(user?: User) {
  renderWithProviders(<UserForm user={user} onSaved={vi.fn()} onCancel={vi.fn()} />);
  // The lookups have arrived once the pickers show their labels.
  await waitFor(() => expect(field('Tipo de entidad')).toHaveTextContent(user ? 'Proveedor' : 'Usuario interno'));
  if (user) await waitFor(() => expect(field('Rol')).toHaveTextContent('PROVIDER MANAGER'));
}

async function choose(name: string, option: string) {
  await userEvent.click(field(name));
  await userEvent.click(await within(screen.getByRole('listbox')).findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

const expectEntityType = (label: string, locked: boolean) => {
  expect(field('Tipo de entidad')).toHaveTextContent(label);
  if (locked) expect(field('Tipo de entidad')).toHaveAttribute('aria-readonly', 'true');
  else expect(field('Tipo de entidad')).not.toHaveAttribute('aria-readonly');
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
});
