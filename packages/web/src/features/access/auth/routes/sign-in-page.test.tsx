// The sign-in screen's single sign-on (docs/product/access.md#single-sign-on): 'Iniciar sesión con {label}' only when
// an OpenID provider is configured, the provider's ticket traded once for the session, the second step when the user
// has it on, and each reason the provider's answer came back without a session, in Spanish.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { singleSignOnMessages } from '@tms/contracts';
import { sessionStore } from '@/lib/session/session-store';
import { answerApi, failBody, type SentRequest } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { testSession as session } from '@/lib/testing/test-session';
import { SINGLE_SIGN_ON_START } from '../api/single-sign-on';
import { SignInPage } from './sign-in-page';

const withProvider = { singleSignOn: { label: 'Keycloak' }, directory: false };
let sent: SentRequest[];

const renderPage = (route = '/sign-in') => renderWithProviders(<SignInPage />, { route });

describe('SignInPage single sign-on', () => {
  beforeEach(() => {
    sessionStore.clear();
    sent = answerApi({ 'GET /api/auth/methods': withProvider, 'POST /api/auth/oidc/complete': session });
  });

  it("links 'Iniciar sesión con {label}' to the provider's start", async () => {
    renderPage();
    const button = await screen.findByRole('link', { name: 'Iniciar sesión con Keycloak' });
    expect(button).toHaveAttribute('href', SINGLE_SIGN_ON_START);
  });

  it('shows no button when no provider is configured, and names the directory when there is one', async () => {
    answerApi({ 'GET /api/auth/methods': { singleSignOn: null, directory: true } });
    renderPage();
    expect(await screen.findByText(/su usuario y contraseña de la red de la empresa/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Iniciar sesión con/ })).not.toBeInTheDocument();
  });

  it("trades the provider's ticket once for the session", async () => {
    // What a signed-in start loads next.
    answerApi({ 'GET /api/auth/permissions': [], 'GET /api/company-settings': {} });
    renderPage('/sign-in?sso=boleto-1');
    await waitFor(() => expect(sessionStore.get()?.token).toBe(session.token));
    const trades = sent.filter((request) => request.path === '/api/auth/oidc/complete');
    expect(trades).toEqual([expect.objectContaining({ body: { ticket: 'boleto-1' } })]);
  });

  it('asks for the second step when the user has it on', async () => {
    answerApi({ 'POST /api/auth/oidc/complete': { twoFactorRequired: true, challengeToken: 'reto' } });
    renderPage('/sign-in?sso=boleto-2');
    expect(await screen.findByRole('button', { name: 'Verificar' })).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
  });

  it('says why a ticket was refused', async () => {
    answerApi({
      'POST /api/auth/oidc/complete': () => failBody(401, singleSignOnMessages.expired, {}, 'auth.challenge_expired'),
    });
    renderPage('/sign-in?sso=usado');
    expect(await screen.findByText(singleSignOnMessages.expired)).toBeInTheDocument();
    expect(screen.getByLabelText('Usuario')).toBeInTheDocument();
  });

  it.each(['unknown', 'unverified', 'denied', 'unavailable'] as const)("explains '%s' in Spanish", async (reason) => {
    renderPage(`/sign-in?sso_error=${reason}`);
    expect(await screen.findByText(singleSignOnMessages[reason])).toBeInTheDocument();
  });
});
