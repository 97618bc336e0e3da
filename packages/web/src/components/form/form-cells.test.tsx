// FormCells: every field it holds gets a grid item of its own, and a field that renders nothing takes no cell (the
// empty cell would leave a gap in the form's grid).
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Grid } from '@mui/material';
import { FormCells } from './form-cells';

const cellsOf = (container: HTMLElement) => container.querySelectorAll(':scope > .MuiGrid-container > .MuiGrid-root');

describe('FormCells', () => {
  it('puts each field in a grid item of its own and skips a field that is not shown', () => {
    const shown = false;
    const { container } = render(
      <Grid container>
        <FormCells>
          <input aria-label="Nombre" />
          {shown && <input aria-label="Entidad externa" />}
          <input aria-label="Id externo" />
        </FormCells>
      </Grid>,
    );
    const cells = cellsOf(container);
    expect(cells).toHaveLength(2);
    expect(cells[0]).toContainElement(screen.getByRole('textbox', { name: 'Nombre' }));
    expect(cells[1]).toContainElement(screen.getByRole('textbox', { name: 'Id externo' }));
    expect(screen.queryByRole('textbox', { name: 'Entidad externa' })).not.toBeInTheDocument();
  });
});
