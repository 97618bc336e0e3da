// PUT /api/users/updatePassword: the signed-in user's new password and its confirmation.
import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordRequest } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';

export interface UpdatePasswordResult {
  result: boolean;
  message: string;
}

export const updatePassword = (request: UpdatePasswordRequest) => apiPut<UpdatePasswordResult>('/users/updatePassword', request);

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
