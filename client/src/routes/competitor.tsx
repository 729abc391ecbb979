import { idFromPath } from '@contract/id-from-path';
import { UserX } from 'lucide-react';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { CompetitorView } from '@/features/competitors/components/competitor-view';

export function CompetitorScreen() {
  const params = useParams();
  const athleteId = idFromPath(params.athleteId);
  const horseId = idFromPath(params.horseId);
  const competitionId = idFromPath(params.competitionId);
  if (athleteId === null || horseId === null || competitionId === null) {
    return <EmptyState title="Competitor not found" icon={UserX} level="page" />;
  }
  const ids = { athleteId, horseId, competitionId };
  return <CompetitorView key={`${athleteId}-${horseId}-${competitionId}`} ids={ids} />;
}
