// The ticket's form (react-hook-form's control and methods) for the parts of the screen. Not react-hook-form's
// FormProvider: its value changes with every change of the form's state (react-hook-form marks a form ready right after
// it mounts, dirty at the first edit), so every part reading it drew again with the whole screen, among them the
// synchronous render that follows the screen's first one on a phone (0.2–0.4 s at 4× CPU). This one holds the form
// object itself, which stays the same for the form's life; its parts follow the values through useWatch or a Controller.
import { createContext, useContext, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { TicketFormValues } from './ticket-form-values';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parts only read and write input values
type TicketForm = UseFormReturn<TicketFormValues, unknown, any>;

const TicketFormContext = createContext<TicketForm | null>(null);

export function TicketFormProvider({ form, children }: { form: TicketForm; children: ReactNode }) {
  return <TicketFormContext value={form}>{children}</TicketFormContext>;
}

export function useTicketFormContext(): TicketForm {
  const form = useContext(TicketFormContext);
  if (!form) throw new Error('useTicketFormContext needs a TicketFormProvider above it');
  return form;
}
