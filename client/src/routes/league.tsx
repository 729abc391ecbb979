import { useParams } from 'react-router';
import { LeaguePage } from '@/features/leagues/components/league-page';

/** /league/overall, /league/{three-letter country code} and /league/{id}. */
export function LeagueScreen() {
  const { leagueId } = useParams();
  return <LeaguePage key={leagueId} param={leagueId} />;
}
