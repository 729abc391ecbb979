import { idFromPath } from '@contract/id-from-path';
import { useParams } from 'react-router';
import { TeamSelection } from '@/features/team-selection/components/team-selection';
import { PageNotFound } from '@/features/team-selection/components/team-selection-states';

export function TeamSelectionScreen() {
  const { competitionId } = useParams();
  const id = idFromPath(competitionId);
  if (id === null) return <PageNotFound />;
  return <TeamSelection key={id} competitionId={id} />;
}
