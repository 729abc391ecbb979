import { UserRound } from 'lucide-react';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ProfileScreen() {
  useDocumentTitle('Profile & Settings');
  return (
    <ScreenPlaceholder
      title="Profile & Settings"
      eyebrow="Account"
      icon={UserRound}
      description="Your account, your team name and your membership."
      summary="Account details, team settings and Premium membership."
    />
  );
}
