// POST /api/auth/two-factor/setup: a new key for the authenticator app (text and QR code), pending until enabled.
import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';

export const setupTwoFactor = () => apiPost<TwoFactorSetup>('/auth/two-factor/setup');

export const useSetupTwoFactor = () => useMutation({ mutationFn: setupTwoFactor });
