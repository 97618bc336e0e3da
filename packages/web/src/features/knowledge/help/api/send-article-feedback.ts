// POST /api/kb/articles/{id}/feedback: the reader's '¿Le fue útil?' answer (one per reader and article, the last one
// counts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArticleFeedbackInput, ArticleFeedbackResult } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { knowledgeQueryKeys } from '../../knowledge-query-keys';

export const sendArticleFeedback = ({ id, helpful }: { id: number } & ArticleFeedbackInput) =>
  apiPost<ArticleFeedbackResult>(`/kb/articles/${id}/feedback`, { helpful } satisfies ArticleFeedbackInput);

/** The landing's 'Artículos más útiles' may change with the answer: it is read again when next shown. */
export function useSendArticleFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendArticleFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKeys.landing }),
  });
}
