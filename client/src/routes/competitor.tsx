import { Award } from 'lucide-react';
import { useParams } from 'react-router';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CompetitorScreen() {
  const { athleteId, horseId, competitionId } = useParams();
  useDocumentTitle('Competitor');
  return (
    <ScreenPlaceholder
      title="Competitor"
      eyebrow="Competitor"
      icon={Award}
      description="Form, prices and history for this horse-and-rider combination."
      summary="Key stats, how many players picked them, and their competition history since 2020."
      meta={
        <span className="tabular-nums">
          Athlete {athleteId} · Horse {horseId} · Competition {competitionId}
        </span>
      }
      action={{ to: '/ratings', label: 'Stats & rankings' }}
    />
  );
}
