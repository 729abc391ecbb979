import { useParams } from 'react-router';
import { TeamSelection } from '@/features/team-selection/components/team-selection';
import { PageNotFound } from '@/features/team-selection/components/team-selection-states';

export function TeamSelectionScreen() {
  const { competitionId } = useParams();
  const id = Number(competitionId);
  if (!Number.isInteger(id) || id <= 0) return <PageNotFound />;
  return <TeamSelection key={id} competitionId={id} />;
}
