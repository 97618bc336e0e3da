// docs/product/conventions.md#language-dates-and-times: date inputs are MUI X pickers in Mexican
// Spanish (DD/MM/YYYY), whatever the browser's language; the form keeps the day as 'YYYY-MM-DD'.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DAY_INVALID_MESSAGE, DAY_REQUIRED_MESSAGE, dateRangeShape, refineDateRange } from './date-range';
import { FormDateField } from './form-date-field';

function Harness({ day }: { day: string }) {
  const form = useForm({ defaultValues: { day } });
  const value = useWatch({ control: form.control, name: 'day' });
  return (
    <>
      <FormDateField control={form.control} name="day" label="Fecha inicial" />
      <output aria-label="Valor del formulario">{value}</output>
    </>
  );
}

const field = () => screen.getByRole('group', { name: 'Fecha inicial' });

describe('FormDateField', () => {
  it('shows the day as DD/MM/YYYY with Spanish section names', () => {
    render(<Harness day="2026-03-05" />);
    const sections = within(field()).getAllByRole('spinbutton');
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual(['Dia', 'Mes', 'Año']);
    expect(sections.map((section) => section.textContent)).toEqual(['05', '03', '2026']);
    expect(within(field()).getByRole('spinbutton', { name: 'Mes' })).toHaveAttribute('aria-valuetext', 'marzo');
    expect(document.querySelector<HTMLInputElement>('input[name="day"]')?.value).toBe('05/03/2026');
  });

  it('a day chosen in the Spanish calendar is kept as YYYY-MM-DD', async () => {
    render(<Harness day="2026-03-05" />);
    await userEvent.click(screen.getByRole('button', { name: /^Elige fecha/ }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText(/marzo 2026/i)).toBeInTheDocument();
    await userEvent.click(within(calendar).getByRole('gridcell', { name: '12' }));
    expect(screen.getByRole('status', { name: 'Valor del formulario' })).toHaveTextContent('2026-03-12');
  });

  it('an empty day shows the Spanish placeholders', () => {
    render(<Harness day="" />);
    expect(
      within(field())
        .getAllByRole('spinbutton')
        .map((section) => section.textContent),
    ).toEqual(['DD', 'MM', 'AAAA']);
  });
});

const rangeSchema = z.object(dateRangeShape).superRefine(refineDateRange);
type Range = z.infer<typeof rangeSchema>;

/** A range of days as the finding screens ask it (report-range-form.tsx): validated on 'Buscar', then on change. */
function RangeHarness({ onSearch }: { onSearch: (range: Range) => void }) {
  const form = useForm<Range>({
    resolver: zodResolver(rangeSchema),
    defaultValues: { startDate: '2026-11-01', endDate: '2026-11-18' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSearch)}>
      <FormDateField control={form.control} name="startDate" label="Fecha inicial" />
      <FormDateField control={form.control} name="endDate" label="Fecha final" />
      <button type="submit">Buscar</button>
    </form>
  );
}

const startField = () => screen.getByRole('group', { name: 'Fecha inicial' });
const startMessage = () => startField().closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root');

/** Empties the start field, then types `digits` into it from its first section (DD, MM, AAAA). */
async function typeStart(digits: string) {
  await userEvent.click(within(startField()).getByRole('spinbutton', { name: 'Dia' }));
  await userEvent.keyboard(`{Control>}a{/Control}{Backspace}${digits}`);
}

describe('FormDateField in a range of days', () => {
  it.each([
    ['a year of two digits', '01110026', '01/11/0026'],
    ['a day the month lacks', '31022026', '31/02/2026'],
    ['a year before the picker’s 1900', '01111899', '01/11/1899'],
  ])("says 'Fecha no válida' for %s, not 'Fecha requerida'", async (_case, digits, shown) => {
    const onSearch = vi.fn();
    render(<RangeHarness onSearch={onSearch} />);
    await typeStart(digits);
    expect(document.querySelector<HTMLInputElement>('input[name="startDate"]')?.value).toBe(shown);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(startMessage()).toHaveTextContent(DAY_INVALID_MESSAGE);
    expect(DAY_INVALID_MESSAGE).toBe('Fecha no válida');
    expect(screen.queryByText('La fecha final debe ser posterior a la inicial')).not.toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
    // What was typed stays, so it can be corrected.
    expect(document.querySelector<HTMLInputElement>('input[name="startDate"]')?.value).toBe(shown);
  });

  it("says 'Fecha requerida' for an emptied field, and searches once the day is right", async () => {
    const onSearch = vi.fn();
    render(<RangeHarness onSearch={onSearch} />);
    await typeStart('');
    expect(document.querySelector<HTMLInputElement>('input[name="startDate"]')?.value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(startMessage()).toHaveTextContent(DAY_REQUIRED_MESSAGE);
    expect(DAY_REQUIRED_MESSAGE).toBe('Fecha requerida');

    await typeStart('01110026');
    expect(startMessage()).toHaveTextContent(DAY_INVALID_MESSAGE);
    await typeStart('01112026');
    expect(startMessage()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith({ startDate: '2026-11-01', endDate: '2026-11-18' }, expect.anything());
  });
});
