// What became of a mail read from a mailbox, in the words the screen shows.
import { InboundMailOutcome, type InboundMailOutcomeValue } from '@tms/contracts';

export const mailOutcomeLabels: Record<InboundMailOutcomeValue, string> = {
  [InboundMailOutcome.Processing]: 'Interrumpido',
  [InboundMailOutcome.Ticket]: 'Ticket creado',
  [InboundMailOutcome.Message]: 'Mensaje agregado al ticket',
  [InboundMailOutcome.AutoAnswered]: 'Respuesta automática enviada',
  [InboundMailOutcome.Ignored]: 'Ignorado',
  [InboundMailOutcome.Failed]: 'Fallido',
};

type OutcomeColor = 'success' | 'info' | 'warning' | 'error' | 'default';

export const mailOutcomeColors: Record<InboundMailOutcomeValue, OutcomeColor> = {
  [InboundMailOutcome.Processing]: 'warning',
  [InboundMailOutcome.Ticket]: 'success',
  [InboundMailOutcome.Message]: 'success',
  [InboundMailOutcome.AutoAnswered]: 'info',
  [InboundMailOutcome.Ignored]: 'default',
  [InboundMailOutcome.Failed]: 'error',
};
