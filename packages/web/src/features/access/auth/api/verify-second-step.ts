// POST /api/auth/two-factor/verify: the challenge of the password step and a code of the app or a recovery code → the
// session record, as the sign-in answers it without a second step.
import { useMutation } from '@tanstack/react-query';
import type { Session, TwoFactorVerifyRequest } from '@tms/contracts';
import { apiRequest } from '@/lib/api/api-client';

export const verifySecondStep = (request: TwoFactorVerifyRequest) =>
  apiRequest<Session>('/auth/two-factor/verify', { method: 'POST', body: request, anonymous: true });

export const useVerifySecondStep = () => useMutation({ mutationFn: verifySecondStep });
