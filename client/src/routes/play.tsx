import { PrivateLeaguesSection } from '@/features/leagues/components/PrivateLeaguesSection';
import { PlayDashboard } from '@/features/play/components/play-dashboard';
import { useDocumentTitle } from '@/lib/use-document-title';

export function PlayScreen() {
  useDocumentTitle('Play');
  return <PlayDashboard privateLeagues={<PrivateLeaguesSection />} />;
}
