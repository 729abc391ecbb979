import { useParams } from 'react-router';
import { JoinLeaguePage } from '@/features/leagues/components/join-league-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function JoinLeagueScreen() {
  const { code } = useParams();
  useDocumentTitle('Join League');
  return <JoinLeaguePage rawCode={code} />;
}
