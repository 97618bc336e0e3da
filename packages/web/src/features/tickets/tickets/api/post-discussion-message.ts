// POST /api/workitems/{id}/discussions: one message on its own ('Enviar mensaje'); answers the discussion, which
// replaces the cached ticket's, so the form's unsaved edits stay as they are.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscussionInput, DiscussionMessage, Ticket } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { ticketQueryKeys } from './tickets-query-keys';

export const postDiscussionMessage = ({ id, input }: { id: number; input: DiscussionInput }) =>
  apiPost<DiscussionMessage[]>(`/workitems/${id}/discussions`, input);

export function usePostDiscussionMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDiscussionMessage,
    onSuccess: (discussions, { id }) => {
      queryClient.setQueryData<Ticket>(ticketQueryKeys.detail(id), (ticket) => ticket && { ...ticket, discussions });
    },
  });
}
