// POST /api/workitems/{id}/satisfaction: the creator rates a finalised ticket (docs/product/service-quality.md); the
// ticket is read again so its 'Calificación' shows and the offer to rate goes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Satisfaction, SurveyAnswerInputParsed } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { ticketQueryKeys } from './tickets-query-keys';

export const rateTicket = ({ ticketId, input }: { ticketId: number; input: SurveyAnswerInputParsed }) =>
  apiPost<Satisfaction>(`/workitems/${ticketId}/satisfaction`, input);

export function useRateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateTicket,
    onSuccess: (_rating, { ticketId }) => queryClient.invalidateQueries({ queryKey: ticketQueryKeys.detail(ticketId) }),
  });
}
