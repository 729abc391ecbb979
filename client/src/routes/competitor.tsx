import { UserX } from 'lucide-react';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { CompetitorView } from '@/features/competitors/components/competitor-view';

const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

export function CompetitorScreen() {
  const params = useParams();
  const athleteId = positive(params.athleteId);
  const horseId = positive(params.horseId);
  const competitionId = positive(params.competitionId);
  if (athleteId === null || horseId === null || competitionId === null) {
    return <EmptyState title="Competitor not found" icon={UserX} level="page" />;
  }
  const ids = { athleteId, horseId, competitionId };
  return <CompetitorView key={`${athleteId}-${horseId}-${competitionId}`} ids={ids} />;
}
