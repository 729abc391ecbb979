import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminUserSchema,
  deletedSchema,
  resetLinkSchema,
  verificationLinkSchema,
  type UserUpdate,
} from '@contract/admin-data';
import { apiSend } from '@/lib/api';
import { adminDataKeys } from './keys';

export const verifyUser = (id: number) =>
  apiSend('POST', `/api/admin/data/users/${id}/verify`, undefined, adminUserSchema);
export const updateUser = (id: number, input: UserUpdate) =>
  apiSend('PUT', `/api/admin/data/users/${id}`, input, adminUserSchema);
export const deleteUser = (id: number) =>
  apiSend('DELETE', `/api/admin/data/users/${id}`, undefined, deletedSchema);
export const generatePasswordLink = (id: number) =>
  apiSend(
    'POST',
    `/api/admin/data/users/${id}/generate-password-link`,
    undefined,
    verificationLinkSchema,
  );
export const generateResetLink = (id: number) =>
  apiSend('POST', `/api/admin/data/users/${id}/generate-reset-link`, undefined, resetLinkSchema);

function useUsersMutation<TVariables, TResult>(fn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDataKeys.users }),
  });
}

export const useVerifyUser = () => useUsersMutation(verifyUser);
export const useUpdateUser = () =>
  useUsersMutation(({ id, input }: { id: number; input: UserUpdate }) => updateUser(id, input));
export const useDeleteUser = () => useUsersMutation(deleteUser);
export const useGeneratePasswordLink = () => useMutation({ mutationFn: generatePasswordLink });
export const useGenerateResetLink = () => useMutation({ mutationFn: generateResetLink });
