import { Users } from 'lucide-react';
import { useParams } from 'react-router';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { Flag } from '@/components/ui/flag';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /league/overall, /league/{three-letter country code} and /league/{id}. */
function describeLeague(leagueId: string | undefined): { title: string; nation?: string } {
  if (!leagueId || leagueId === 'overall') return { title: 'Overall League' };
  if (/^[a-z]{3}$/i.test(leagueId)) {
    const nation = leagueId.toUpperCase();
    return { title: `${nation} League`, nation };
  }
  return { title: 'League' };
}

export function LeagueScreen() {
  const { leagueId } = useParams();
  const { title, nation } = describeLeague(leagueId);
  useDocumentTitle(title);
  return (
    <ScreenPlaceholder
      title={title}
      eyebrow="Leagues"
      icon={Users}
      description="Leaderboards by event, by month and for the 2025 season."
      summary="See where you stand against everyone in this league, and open any player's team."
      meta={
        nation ? (
          <span className="inline-flex items-center gap-2">
            <Flag code={nation} /> Country league
          </span>
        ) : (
          <span className="tabular-nums">League {leagueId}</span>
        )
      }
      action={{ to: '/play', label: 'All leagues' }}
    />
  );
}
