// POST /api/mailboxes/{id}/oauth/authorize: 'Conectar' / 'Reconectar' of a mailbox saved with OAuth 2.0 sign-in. The
// answer is the provider's consent page; the browser goes there and comes back to the screen with the outcome.
import { useMutation } from '@tanstack/react-query';
import type { MailboxAuthorization } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';

export const authorizeMailbox = (id: number) => apiPost<MailboxAuthorization>(`/mailboxes/${id}/oauth/authorize`);

export const useAuthorizeMailbox = () => useMutation({ mutationFn: authorizeMailbox });
