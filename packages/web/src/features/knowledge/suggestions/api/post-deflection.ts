// POST /api/kb/articles/{id}/deflection: 'Esto resolvió mi problema' — the article answered the question and no ticket
// is created (docs/product/self-service.md#suggestions).
import { useMutation } from '@tanstack/react-query';
import type { DeflectionResult } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';

export const postDeflection = (articleId: number) => apiPost<DeflectionResult>(`/kb/articles/${articleId}/deflection`);

export const usePostDeflection = () => useMutation({ mutationFn: postDeflection });
