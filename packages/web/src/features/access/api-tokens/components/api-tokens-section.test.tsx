// docs/product/api-tokens.md#profile: 'Tokens de API' lists the tokens with their last use and expiry, creates one and
// shows it once with 'Copiar' and the warning, shows the field messages (its own and the server's), and revokes only
// after the confirmation.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiTokenMessages, messages, type ApiToken } from '@tms/contracts';
import { DATE_TIME_FORMAT, dayjs } from '@/lib/dates';
import { sessionStore } from '@/lib/session/session-store';
import { answerApi, failBody, successBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { testSession } from '@/lib/testing/test-session';
import { ApiTokensSection } from './api-tokens-section';

const owner = { id: testSession.id, userName: testSession.userName, displayName: testSession.displayName };
const inDays = (days: number) => dayjs().add(days, 'day').startOf('day').toISOString();

const listed: ApiToken = {
  id: 5,
  name: 'Inventario',
  readOnly: true,
  createdDate: '2026-01-10T16:00:00.000Z',
  expiresAt: inDays(30),
  lastUsedAt: '2026-02-01T18:30:00.000Z',
  revokedAt: null,
  owner,
};
const unused: ApiToken = { ...listed, id: 6, name: 'Facturación', readOnly: false, lastUsedAt: null };
const TOKEN = `tms_${'a'.repeat(43)}`;

const tokensTable = () => screen.getByRole('table', { name: 'Tokens de API' });
const rowOf = (name: string) => within(tokensTable()).getByRole('row', { name: new RegExp(name) });
const nameField = () => screen.getByRole('textbox', { name: /Nombre/ });
const fieldMessage = (field: HTMLElement) =>
  field.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent;

beforeEach(() => sessionStore.save(testSession));
afterEach(() => {
  cleanup();
  sessionStore.clear();
});

describe('ApiTokensSection', () => {
  it('lists the tokens with what they may do, their last use and their expiry', async () => {
    answerApi({ 'GET /api/api-tokens': [listed, unused] });
    renderWithProviders(<ApiTokensSection />);

    const inventory = await screen.findByRole('row', { name: /Inventario/ });
    expect(within(inventory).getByText('Solo lectura')).toBeVisible();
    expect(within(inventory).getByText(dayjs(listed.lastUsedAt).format(DATE_TIME_FORMAT))).toBeVisible();
    expect(within(inventory).getByText(dayjs(listed.expiresAt).format(DATE_TIME_FORMAT))).toBeVisible();
    expect(within(inventory).getByText('Activo')).toBeVisible();
    expect(within(rowOf('Facturación')).getByText('Nunca')).toBeVisible();
    expect(within(tokensTable()).queryByRole('columnheader', { name: 'Propietario' })).not.toBeInTheDocument();
  });

  it("shows the owner of each token when the list holds another user's, and revoked tokens without 'Revocar'", async () => {
    const foreign = { ...unused, owner: { id: 40, userName: 'agente', displayName: 'Ana Agente' } };
    const revoked = { ...listed, id: 7, name: 'Antiguo', revokedAt: '2026-02-03T10:00:00.000Z' };
    answerApi({ 'GET /api/api-tokens': [listed, foreign, revoked] });
    renderWithProviders(<ApiTokensSection />);

    expect(await screen.findByRole('columnheader', { name: 'Propietario' })).toBeVisible();
    expect(within(rowOf('Facturación')).getByText('Ana Agente')).toBeVisible();
    expect(within(rowOf('Antiguo')).getByText(/^Revocado el/)).toBeVisible();
    expect(within(rowOf('Antiguo')).queryByRole('button', { name: /Revocar/ })).not.toBeInTheDocument();
  });

  it('creates a token and shows it once, with Copiar and the warning that it will not be shown again', async () => {
    const user = userEvent.setup();
    const sent = answerApi({
      'POST /api/api-tokens': () => successBody({ ...unused, id: 8, name: 'Nuevo', token: TOKEN }, 201),
      'GET /api/api-tokens': [],
    });
    renderWithProviders(<ApiTokensSection />);

    await user.type(nameField(), 'Nuevo');
    await user.click(screen.getByRole('switch', { name: 'Solo lectura' }));
    await user.click(screen.getByRole('button', { name: 'Crear token' }));

    const dialog = await screen.findByRole('dialog', { name: 'Token de API creado' });
    expect(within(dialog).getByRole('textbox', { name: 'Token' })).toHaveValue(TOKEN);
    expect(within(dialog).getByText(apiTokenMessages.shownOnce)).toBeVisible();
    const body = sent.find((request) => request.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toEqual({ name: 'Nuevo', expiresAt: inDays(90), readOnly: true });

    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    expect(await navigator.clipboard.readText()).toBe(TOKEN);
    expect(await screen.findByText(apiTokenMessages.copied)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(TOKEN)).not.toBeInTheDocument();
    expect(nameField()).toHaveValue('');
  });

  it('shows its own field messages without sending, and the server’s on the fields', async () => {
    const user = userEvent.setup();
    const sent = answerApi({
      'GET /api/api-tokens': [],
      'POST /api/api-tokens': () =>
        failBody(400, messages.badRequest, { name: messages.maxLength(100), expiresAt: apiTokenMessages.expiryTooFar }),
    });
    renderWithProviders(<ApiTokensSection />);

    await user.click(screen.getByRole('button', { name: 'Crear token' }));
    expect(fieldMessage(nameField())).toBe(messages.fieldRequired);
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(nameField(), 'Reportes');
    await user.click(screen.getByRole('button', { name: 'Crear token' }));
    await waitFor(() => expect(fieldMessage(nameField())).toBe(messages.maxLength(100)));
    const expiry = screen.getByRole('group', { name: /Expira el/ });
    expect(fieldMessage(expiry)).toBe(apiTokenMessages.expiryTooFar);
  });

  it('refuses an expiry that is not after today before sending', async () => {
    const user = userEvent.setup();
    const sent = answerApi({ 'GET /api/api-tokens': [] });
    renderWithProviders(<ApiTokensSection />);

    await user.type(nameField(), 'Reportes');
    const expiry = screen.getByRole('group', { name: /Expira el/ });
    await user.click(within(expiry).getByRole('spinbutton', { name: 'Dia' }));
    await user.keyboard(`{Control>}a{/Control}{Backspace}${dayjs().format('DDMMYYYY')}`);
    await user.click(screen.getByRole('button', { name: 'Crear token' }));

    await waitFor(() => expect(fieldMessage(expiry)).toBe(apiTokenMessages.expiryPast));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('revokes a token only once confirmed', async () => {
    const user = userEvent.setup();
    const sent = answerApi({
      'GET /api/api-tokens': [listed],
      'DELETE /api/api-tokens/5': { ...listed, revokedAt: '2026-02-05T10:00:00.000Z' },
    });
    renderWithProviders(<ApiTokensSection />);

    await user.click(await screen.findByRole('button', { name: 'Revocar Inventario' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Revocar token' });
    expect(within(confirmation).getByText(apiTokenMessages.confirmRevoke('Inventario'))).toBeVisible();
    await user.click(within(confirmation).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revocar Inventario' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(sent.filter((request) => request.method === 'DELETE')).toHaveLength(1));
    expect(await screen.findByText(apiTokenMessages.revokedNotice)).toBeVisible();
    await waitFor(() => expect(sent.filter((request) => request.method === 'GET')).toHaveLength(2));
  });
});
