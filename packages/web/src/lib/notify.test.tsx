// One banner at a time (issue #24: they stacked up to three over the editor): a new one takes the place of the one
// shown; a success hides by itself, an error or a warning stays until closed and is said once while it shows; leaving
// the screen closes the banner, unless it answers the action that led there.
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeSnackbar, type SnackbarKey } from 'notistack';
import { dismissBannersOnLeave, notify, onBannerHostWanted } from './notify';
import { NotifyProvider } from './notify-provider';

// The provider's onClose hears every close, also of a banner of an earlier test: each check names its banner's key (an
// error's key is its text).
const closeButton = (key: SnackbarKey) => <button onClick={() => closeSnackbar(key)}>Cerrar</button>;

function renderBanners() {
  const onClose = vi.fn();
  render(<NotifyProvider maxSnack={1} autoHideDuration={200} action={closeButton} onClose={onClose} />);
  return { onClose };
}

const shownTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('notify', () => {
  it('shows one banner at a time, the newest', async () => {
    renderBanners();
    act(() => {
      notify.error('Sin conexión con el servidor.');
      notify.warning('Existen datos relacionados.');
      notify.success('Datos Guardados Correctamente.');
    });
    await waitFor(() => expect(shownTexts()).toEqual([expect.stringContaining('Datos Guardados Correctamente.')]));
  });

  it('says each success again, and hides it by itself', async () => {
    const { onClose } = renderBanners();
    act(() => notify.success('Datos Guardados Correctamente.'));
    await screen.findByText('Datos Guardados Correctamente.');
    act(() => notify.success('Datos Guardados Correctamente.'));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(null, 'instructed', expect.anything()));
    await waitFor(() => expect(onClose).toHaveBeenLastCalledWith(null, 'timeout', expect.anything()));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('keeps an error until it is closed, and says a repeated one once', async () => {
    vi.useFakeTimers();
    try {
      const { onClose } = renderBanners();
      act(() => notify.error('Sin conexión con el servidor.'));
      act(() => notify.error('Sin conexión con el servidor.'));
      // A minute later, well past a success's time on screen.
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(shownTexts()).toEqual([expect.stringContaining('Sin conexión con el servidor.')]);
      expect(onClose).not.toHaveBeenCalledWith(null, expect.anything(), 'error:Sin conexión con el servidor.');
    } finally {
      vi.useRealTimers();
    }

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    act(() => notify.error('Sin conexión con el servidor.'));
    expect(await screen.findByText('Sin conexión con el servidor.')).toBeInTheDocument();
  });

  it('closes the banner of the screen left, but not the answer to the action that led away', async () => {
    const { onClose } = renderBanners();
    act(() => notify.error('No se pudo guardar.'));
    await screen.findByText('No se pudo guardar.');
    const inputBeforeTheBanner = performance.now() - 1000;
    act(() => dismissBannersOnLeave(inputBeforeTheBanner));
    expect(onClose).not.toHaveBeenCalledWith(null, 'instructed', 'error:No se pudo guardar.');

    act(() => dismissBannersOnLeave(performance.now()));
    expect(onClose).toHaveBeenCalledWith(null, 'instructed', 'error:No se pudo guardar.');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('keeps a banner raised before the banners loaded, asks for them, and shows it once they are there', async () => {
    const wanted = vi.fn();
    const forget = onBannerHostWanted(wanted);
    try {
      notify.error('Sin conexión con el servidor.');
      expect(wanted).toHaveBeenCalled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      renderBanners();
      expect(await screen.findByText('Sin conexión con el servidor.')).toBeInTheDocument();
    } finally {
      forget();
    }
  });
});
