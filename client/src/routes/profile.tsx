import { ProfilePage } from '@/features/profile/components/profile-page';
import { NotificationSettings } from '@/features/push/components/notification-settings';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ProfileScreen() {
  useDocumentTitle('Profile & Settings');
  return <ProfilePage notifications={<NotificationSettings className="mt-6" />} />;
}
