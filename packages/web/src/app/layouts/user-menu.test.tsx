// The user menu offers browser push beside 'Perfil' (docs/product/notifications.md#push): 'Activar notificaciones' asks
// the permission from the click, and the item then reads 'Notificaciones activadas'; the bare menu of a user held on
// the password change offers neither.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeBrowserPush } from '@/features/notifications/notifications/push/fake-browser-push';
import { sessionEndWork, sessionStore } from '@/lib/session/session-store';
import { answerApi } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { testSession } from '@/lib/testing/test-session';
import { UserMenu } from './user-menu';

let fake: ReturnType<typeof installFakeBrowserPush>;

beforeEach(() => {
  sessionStore.save(testSession);
  fake = installFakeBrowserPush({ permission: 'default', answer: 'granted' });
});

afterEach(() => fake.restore());

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: /Cuenta de Administrador/ }));
  return screen.getByRole('menu', { name: 'Cuenta' });
};

describe('user menu', () => {
  it('turns browser push on from its item, which then shows it active', async () => {
    const sent = answerApi({
      'GET /api/push-subscriptions/public-key': { publicKey: 'AQID' },
      'POST /api/push-subscriptions': { id: 9 },
      'DELETE /api/push-subscriptions/9': { result: true },
    });
    const { unmount } = renderWithProviders(<UserMenu />);
    const menu = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Perfil', 'Activar notificaciones', 'Cerrar sesión']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Activar notificaciones' }));
    expect(fake.requestPermission).toHaveBeenCalledTimes(1);

    const reopened = await openMenu();
    expect(await within(reopened).findByRole('menuitem', { name: 'Notificaciones activadas' })).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(1);
    unmount();
    sessionStore.clear();
    await sessionEndWork();
  });

  it('offers no push to a user held on the password change', async () => {
    renderWithProviders(<UserMenu showProfile={false} />);
    const menu = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Cerrar sesión']);
  });
});
