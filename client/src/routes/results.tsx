import { Medal } from 'lucide-react';
import { useParams } from 'react-router';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ResultsScreen() {
  const { id } = useParams();
  useDocumentTitle('Results');
  return (
    <ScreenPlaceholder
      title="Results"
      eyebrow="Competition"
      icon={Medal}
      description="Live and final results, updated as scores come in."
      summary="Every entry with dressage, show jumping and cross-country scores, ordered by total."
      meta={<span className="tabular-nums">Competition {id}</span>}
      action={{ to: '/calendar', label: 'All events' }}
    />
  );
}
