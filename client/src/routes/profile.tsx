import { ProfilePage } from '@/features/profile/components/profile-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ProfileScreen() {
  useDocumentTitle('Profile & Settings');
  return <ProfilePage />;
}
