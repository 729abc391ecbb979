import { Medal } from 'lucide-react';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ResultsView } from '@/features/competitions/components/results-view';

export function ResultsScreen() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0)
    return <EmptyState title="Competition not found" icon={Medal} />;
  return <ResultsView key={id} competitionId={id} />;
}
