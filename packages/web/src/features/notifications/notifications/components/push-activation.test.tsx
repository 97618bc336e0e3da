// Browser push starts from the user's action (docs/product/notifications.md#push; issue #24: Chrome quietly refused the
// prompt asked right after sign-in). Signing in asks nothing; the banner offers 'Activar notificaciones' once per
// browser and the user menu always does; the click asks the permission and subscribes, after which the item reads
// 'Notificaciones activadas'. A later session subscribes silently, only where the permission is already granted.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuList } from '@mui/material';
import type { Session } from '@tms/contracts';
import { sessionEndWork, sessionStore } from '@/lib/session/session-store';
import { useSession } from '@/lib/session/use-session';
import { answerApi, failBody, type SentRequest } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { testSession } from '@/lib/testing/test-session';
import { usePushSubscription } from '../hooks/use-push-subscription';
import { FAKE_PUSH_ENDPOINT, installFakeBrowserPush } from '../push/fake-browser-push';
import { PUSH_DENIED_MESSAGE, PUSH_FAILED_MESSAGE } from '../push/push-activation';
import { PushMenuItem } from './push-menu-item';
import { PushOfferBanner } from './push-offer-banner';

const session: Session = { ...testSession, id: 3 };
const SUBSCRIPTION_ID = 7;
const STORED_KEY = 'tms.push-subscription';

let fake: ReturnType<typeof installFakeBrowserPush>;
let sent: SentRequest[];

/** What the signed-in frame holds of push: the silent resume (the bell's), the banner and the user menu's item. */
function SignedInFrame() {
  usePushSubscription(useSession());
  return (
    <>
      <PushOfferBanner />
      <MenuList aria-label="Cuenta">
        <PushMenuItem onChosen={() => {}} />
      </MenuList>
    </>
  );
}

/** The session guard: the signed-in frame only while there is a session. */
const SignedIn = () => (useSession() ? <SignedInFrame /> : null);

const renderSignedIn = () => renderWithProviders(<SignedIn />);
const banner = () => screen.queryByRole('region', { name: 'Notificaciones del navegador' });
const savedSubscriptions = () => sent.filter((call) => call.method === 'POST' && call.path === '/api/push-subscriptions');

/** Signs out, and waits for the subscription to be forgotten with the session (push/end-push-with-session.ts). */
async function signOutAndExpectForgotten() {
  sessionStore.clear();
  await sessionEndWork();
  expect(sent.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
    `/api/push-subscriptions/${SUBSCRIPTION_ID}`,
  ]);
}

beforeEach(() => {
  sessionStore.save(session);
  sent = answerApi({
    'GET /api/push-subscriptions/public-key': { publicKey: 'AQID' },
    'POST /api/push-subscriptions': { id: SUBSCRIPTION_ID },
    'DELETE /api/push-subscriptions/:id': { result: true },
  });
});

afterEach(() => {
  sessionStore.clear();
  fake.restore();
});

describe('turning browser push on', () => {
  it('asks nothing at sign-in, and offers it in a banner and in the user menu', () => {
    fake = installFakeBrowserPush({ permission: 'default' });
    renderSignedIn();
    expect(banner()).toHaveTextContent('Reciba avisos de sus tickets');
    expect(screen.getByRole('menuitem', { name: 'Activar notificaciones' })).toBeEnabled();
    // The frame's effects have run: a prompt they asked for would have been asked by now.
    expect(fake.requestPermission).not.toHaveBeenCalled();
    expect(fake.pushManager.subscribe).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('subscribes from the banner’s button, then shows it active and forgets it at sign-out', async () => {
    fake = installFakeBrowserPush({ permission: 'default', answer: 'granted' });
    renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Activar notificaciones' }));

    expect(fake.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('menuitem', { name: 'Notificaciones activadas' })).toHaveAttribute('aria-disabled', 'true');
    expect(banner()).not.toBeInTheDocument();
    expect(savedSubscriptions().map((call) => call.body)).toEqual([
      { Endpoint: FAKE_PUSH_ENDPOINT, ExpirationDate: null, Auth: 'YXV0aA', P256dh: 'cDI1NmRo' },
    ]);
    expect(JSON.parse(localStorage.getItem(STORED_KEY) ?? 'null')).toEqual({
      id: SUBSCRIPTION_ID,
      userId: session.id,
      endpoint: FAKE_PUSH_ENDPOINT,
    });
    await signOutAndExpectForgotten();
  });

  it('subscribes from the user menu as well', async () => {
    fake = installFakeBrowserPush({ permission: 'default', answer: 'granted' });
    renderSignedIn();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Activar notificaciones' }));
    expect(await screen.findByRole('menuitem', { name: 'Notificaciones activadas' })).toBeInTheDocument();
    expect(savedSubscriptions()).toHaveLength(1);
    await signOutAndExpectForgotten();
  });

  it('puts the banner away for good with ‘Ahora no’, asking nothing', async () => {
    fake = installFakeBrowserPush({ permission: 'default' });
    const { unmount } = renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(banner()).not.toBeInTheDocument();
    unmount();
    renderSignedIn();
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Activar notificaciones' })).toBeInTheDocument();
    expect(fake.requestPermission).not.toHaveBeenCalled();
  });

  it('warns when the permission is refused, and changes nothing else', async () => {
    fake = installFakeBrowserPush({ permission: 'default', answer: 'denied' });
    renderSignedIn();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Activar notificaciones' }));
    expect(await screen.findByText(PUSH_DENIED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Activar notificaciones' })).toBeInTheDocument();
    // The browser was asked: the offer has nothing more to offer.
    expect(banner()).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('tells the user when the subscription cannot be made, with the server’s reason when it refused', async () => {
    fake = installFakeBrowserPush({ permission: 'default', answer: 'granted' });
    const refusal = 'El servicio de notificaciones no está permitido.';
    answerApi({ 'POST /api/push-subscriptions': () => failBody(400, refusal) });
    renderSignedIn();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Activar notificaciones' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Activar notificaciones' })).toBeInTheDocument();
    expect(localStorage.getItem(STORED_KEY)).toBeNull();
  });

  it('tells the user when the browser cannot subscribe', async () => {
    fake = installFakeBrowserPush({ permission: 'default', answer: 'granted' });
    fake.pushManager.subscribe.mockRejectedValueOnce(new DOMException('Registration failed', 'AbortError'));
    renderSignedIn();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Activar notificaciones' }));
    expect(await screen.findByText(PUSH_FAILED_MESSAGE)).toBeInTheDocument();
    expect(savedSubscriptions()).toEqual([]);
  });
});

describe('a later session', () => {
  it('subscribes silently where the permission is already granted', async () => {
    fake = installFakeBrowserPush({ permission: 'granted' });
    renderSignedIn();
    expect(await screen.findByRole('menuitem', { name: 'Notificaciones activadas' })).toBeInTheDocument();
    expect(fake.requestPermission).not.toHaveBeenCalled();
    expect(savedSubscriptions()).toHaveLength(1);
    expect(banner()).not.toBeInTheDocument();
    await signOutAndExpectForgotten();
  });

  it('subscribes nothing while the permission was never given', () => {
    fake = installFakeBrowserPush({ permission: 'denied' });
    renderSignedIn();
    expect(screen.getByRole('menuitem', { name: 'Activar notificaciones' })).toBeInTheDocument();
    expect(fake.pushManager.subscribe).not.toHaveBeenCalled();
    expect(banner()).not.toBeInTheDocument();
    expect(fake.requestPermission).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('offers nothing in a browser without push', () => {
    fake = installFakeBrowserPush();
    fake.restore();
    renderSignedIn();
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  });
});
