import { idFromPath } from '@contract/id-from-path';
import { Medal } from 'lucide-react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { useUser } from '@/api/get-user';
import { ResultsView } from '@/features/competitions/components/results-view';
import { useMyTeam } from '@/api/get-my-team';

/** Live results, with the signed-in player's picks marked and a filter for them. */
export function ResultsScreen() {
  const id = idFromPath(useParams().id) ?? 0;
  const valid = id > 0;
  const { user } = useUser();
  const team = useMyTeam(valid ? id : 0, { enabled: valid && user !== null });
  const myPicks = useMemo(
    () => (team.data ? new Set(team.data.selections.map((pick) => pick.competitionEntryId)) : null),
    [team.data],
  );
  if (!valid) return <EmptyState title="Competition not found" icon={Medal} />;
  return <ResultsView key={id} competitionId={id} myPicks={myPicks} />;
}
