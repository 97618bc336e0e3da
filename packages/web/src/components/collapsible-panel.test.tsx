// The section's title is one h2 holding the button that folds it (issue #24: the Buscador's 'Opciones de busqueda'
// was both an h3 and an h2).
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CollapsiblePanel } from './collapsible-panel';

describe('CollapsiblePanel', () => {
  it('is titled by a single h2 whose button folds the section', async () => {
    const onToggle = vi.fn();
    render(
      <CollapsiblePanel title="Opciones de busqueda" expanded onToggle={onToggle}>
        <p>Filtros</p>
      </CollapsiblePanel>,
    );
    const headings = screen.getAllByRole('heading');
    expect(headings.map((heading) => [heading.tagName, heading.textContent])).toEqual([['H2', 'Opciones de busqueda']]);

    const toggle = within(headings[0]).getByRole('button', { name: 'Opciones de busqueda' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledWith(false);
  });
});
