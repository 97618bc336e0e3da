// Each save gets its own success banner; a repeated failure is said once while it shows.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { notify } from './notify';

describe('notify', () => {
  it('shows every success but one of equal errors, under a provider that drops duplicates', async () => {
    render(<SnackbarProvider preventDuplicate />);
    act(() => {
      notify.success('Datos Guardados Correctamente.');
      notify.success('Datos Guardados Correctamente.');
      notify.error('Sin conexión con el servidor.');
      notify.error('Sin conexión con el servidor.');
    });
    expect(await screen.findAllByText('Datos Guardados Correctamente.')).toHaveLength(2);
    expect(screen.getAllByText('Sin conexión con el servidor.')).toHaveLength(1);
  });
});
