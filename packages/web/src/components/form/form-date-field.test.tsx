// docs/product/conventions.md#language-dates-and-times: date inputs are MUI X pickers in Mexican
// Spanish (DD/MM/YYYY), whatever the browser's language; the form keeps the day as 'YYYY-MM-DD'.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
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
