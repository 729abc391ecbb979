import { Trophy } from 'lucide-react';
import { useParams } from 'react-router';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function TeamSelectionScreen() {
  const { competitionId } = useParams();
  useDocumentTitle('Team Selection');
  return (
    <ScreenPlaceholder
      title="Team Selection"
      eyebrow="Pick your team"
      icon={Trophy}
      description="Choose five combinations within your 10 million budget before the deadline."
      summary="Sortable competitor cards with prices and form, your team and remaining budget always in view."
      meta={<span className="tabular-nums">Competition {competitionId}</span>}
      action={{ to: '/calendar', label: 'All events' }}
    />
  );
}
