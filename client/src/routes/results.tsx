import { idFromPath } from '@contract/id-from-path';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useUser } from '@/api/get-user';
import { CompetitionNotFound } from '@/features/competitions/components/competition-not-found';
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
  if (!valid) return <CompetitionNotFound />;
  return <ResultsView key={id} competitionId={id} myPicks={myPicks} />;
}
