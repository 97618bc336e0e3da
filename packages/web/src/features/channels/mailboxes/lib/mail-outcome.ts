// What became of a mail read from a mailbox, in the words the screen shows and the colour of its chip.
import { InboundMailOutcome, type InboundMailOutcomeValue } from '@tms/contracts';

type OutcomeColor = 'success' | 'info' | 'warning' | 'error' | 'default';

export const mailOutcomes: Record<InboundMailOutcomeValue, { label: string; color: OutcomeColor }> = {
  [InboundMailOutcome.Processing]: { label: 'Interrumpido', color: 'warning' },
  [InboundMailOutcome.Ticket]: { label: 'Ticket creado', color: 'success' },
  [InboundMailOutcome.Message]: { label: 'Mensaje agregado al ticket', color: 'success' },
  [InboundMailOutcome.AutoAnswered]: { label: 'Respuesta automática enviada', color: 'info' },
  [InboundMailOutcome.Ignored]: { label: 'Ignorado', color: 'default' },
  [InboundMailOutcome.Failed]: { label: 'Fallido', color: 'error' },
};
