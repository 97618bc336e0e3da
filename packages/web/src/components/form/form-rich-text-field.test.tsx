// The rich-text field far from the visible part of the page: a stand-in that reads as the field (its label, a text
// box with the content or the placeholder, marked busy) and no editor; focusing it makes the editor, with the cursor
// in it. Near the window (jsdom has no IntersectionObserver: always near) the editor is made at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { FormRichTextField } from './form-rich-text-field';

const noUpload = () => Promise.reject(new Error('no upload in this test'));

function Field({ detail = '', readOnly = false }: { detail?: string; readOnly?: boolean }) {
  const form = useForm({ defaultValues: { detail } });
  return (
    <FormRichTextField
      control={form.control}
      name="detail"
      label="Detalles"
      placeholder="Describe el problema o la solicitud…"
      readOnly={readOnly}
      onUploadImage={noUpload}
    />
  );
}

/** The editor's text box (ProseMirror's), not the stand-in's. */
const editorBox = () => document.querySelector('.ProseMirror');

describe('FormRichTextField far from the window', () => {
  beforeEach(() => {
    // A window the field never comes near.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a stand-in with the content, reached by Tab, and makes the editor when it is focused', async () => {
    renderWithProviders(
      <>
        <button type="button">Antes</button>
        <Field detail="<p>La impresora no imprime.</p>" />
      </>,
    );
    const standIn = screen.getByRole('textbox', { name: 'Detalles' });
    expect(standIn).toHaveTextContent('La impresora no imprime.');
    expect(standIn.closest('[aria-busy="true"]')).not.toBeNull();
    expect(editorBox()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Antes' }));
    await userEvent.tab();
    await waitFor(() => expect(editorBox()).not.toBeNull());
    await waitFor(() => expect(editorBox()).toHaveFocus());
    expect(editorBox()).toHaveTextContent('La impresora no imprime.');
    expect(screen.getByRole('toolbar', { name: 'Formato' })).toBeInTheDocument();
  });

  it('shows the placeholder while empty, and a read-only field as text that is no Tab stop', () => {
    const { unmount } = renderWithProviders(<Field />);
    expect(screen.getByRole('textbox', { name: 'Detalles' })).toHaveAttribute(
      'aria-placeholder',
      'Describe el problema o la solicitud…',
    );
    unmount();

    renderWithProviders(<Field detail="<p>Cerrado.</p>" readOnly />);
    const standIn = screen.getByRole('textbox', { name: 'Detalles' });
    expect(standIn).toHaveAttribute('aria-readonly', 'true');
    expect(standIn).not.toHaveAttribute('tabindex');
    expect(standIn).toHaveTextContent('Cerrado.');
  });
});

describe('FormRichTextField near the window', () => {
  it('makes the editor at once', async () => {
    renderWithProviders(<Field detail="<p>Sin red.</p>" />);
    await waitFor(() => expect(editorBox()).not.toBeNull());
    expect(editorBox()).toHaveTextContent('Sin red.');
    expect(editorBox()).not.toHaveFocus();
  });
});
