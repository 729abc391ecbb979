import { useQuery } from '@tanstack/react-query';
import { validateJoinCodeResponseSchema, type ValidateJoinCodeBody } from '@contract/admin-leagues';
import { apiSend } from '@/lib/api';
import { adminLeaguesKey } from './get-admin-leagues';

/** Whether a join code is free, ignoring the league being edited (`excludeId`). */
export const validateJoinCode = (body: ValidateJoinCodeBody) =>
  apiSend('POST', '/api/admin/leagues/validate-join-code', body, validateJoinCodeResponseSchema);

/** The availability of a complete code, asked afresh each time the form needs it. */
export const useJoinCodeAvailability = (
  joinCode: string,
  excludeId: number | null,
  enabled: boolean,
) =>
  useQuery({
    queryKey: [...adminLeaguesKey, 'code-available', joinCode, excludeId] as const,
    queryFn: () => validateJoinCode({ joinCode, excludeId }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
