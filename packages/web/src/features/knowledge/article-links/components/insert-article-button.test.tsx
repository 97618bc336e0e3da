// 'Insertar artículo' in a reply editor's toolbar (docs/product/self-service.md#suggestions): the agent searches the
// articles by their words and the one chosen goes into the text as its title, linked to its page under 'Ayuda' by the
// app's full address.
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KbSearchPage } from '@tms/contracts';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { answerApi } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { printerHit } from '../../knowledge-fixtures';
import { InsertArticleButton } from './insert-article-button';

const found: KbSearchPage = {
  total: 1,
  rows: [printerHit],
};

function Reply({ onChange }: { onChange: (html: string) => void }) {
  const [value, setValue] = useState('<p>Hola, revise este artículo:</p>');
  return (
    <RichTextEditor
      label="Nuevo mensaje"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
      onUploadImage={vi.fn()}
      toolbarExtra={InsertArticleButton}
    />
  );
}

/** What the editor measures to keep the caret in view, which jsdom does not lay out. */
beforeEach(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = noRects;
  document.elementFromPoint = () => null;
});

describe('InsertArticleButton', () => {
  it("inserts the chosen article's title linked to its page", async () => {
    const sent = answerApi({ 'GET /api/kb/search': found });
    const onChange = vi.fn();
    renderWithProviders(<Reply onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Insertar artículo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insertar artículo' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Buscar artículo' }), 'impresora');
    await userEvent.click(await screen.findByRole('option', { name: 'La impresora no imprime (Público)' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const link = within(screen.getByRole('textbox', { name: 'Nuevo mensaje' })).getByRole('link', {
      name: 'La impresora no imprime',
    });
    expect(link).toHaveAttribute('href', `${window.location.origin}/help/articles/8`);
    // Added where the cursor is (jsdom keeps it at the start), the text kept, a space after the link.
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain(`href="${window.location.origin}/help/articles/8">La impresora no imprime</a> `);
    expect(html).toContain('Hola, revise este artículo:');
    expect(sent.map((call) => call.path)).toEqual(['/api/kb/search?q=impresora']);
  });
});
