import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCompetitionSchema } from '@contract/admin-competitions';
import { apiSend } from '@/lib/api';
import { adminCompetitionsKey } from '@/api/get-admin-competitions';

export function setDrDisplayMode(id: number, drDisplayMode: boolean) {
  return apiSend(
    'PATCH',
    `/api/admin/competitions/${id}`,
    { drDisplayMode },
    adminCompetitionSchema,
  );
}

export function useSetDrDisplayMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      setDrDisplayMode(id, enabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCompetitionsKey }),
  });
}
