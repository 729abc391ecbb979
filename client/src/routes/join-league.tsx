import { Users } from 'lucide-react';
import { useParams } from 'react-router';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function JoinLeagueScreen() {
  const { code } = useParams();
  useDocumentTitle('Join League');
  return (
    <ScreenPlaceholder
      title="Join League"
      eyebrow="Leagues"
      icon={Users}
      description="You have been invited to a private league."
      summary="Accept the invitation to join the league and compete on its leaderboard."
      meta={<span className="tabular-nums">Invite code {code}</span>}
      action={{ to: '/play', label: 'Go to Play' }}
    />
  );
}
