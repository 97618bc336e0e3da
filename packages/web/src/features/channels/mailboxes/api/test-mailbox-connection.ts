// POST /api/mailboxes/test: 'Probar conexión' with the form's values (without a password, the stored one of
// mailboxId). A failure is an ApiError whose message is the server's refusal in Spanish. It changes nothing stored.
import { useMutation } from '@tanstack/react-query';
import type { MailboxTestInputParsed, MailboxTestResult } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';

export const testMailboxConnection = (input: MailboxTestInputParsed) => apiPost<MailboxTestResult>('/mailboxes/test', input);

export const useTestMailboxConnection = () => useMutation({ mutationFn: testMailboxConnection });
