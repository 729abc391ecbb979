import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import { HomePage } from '@/features/home/components/home-page';
import { LandingPage } from '@/features/landing/components/landing-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function HomeScreen() {
  const { user, isLoading } = useUser();
  useDocumentTitle(user ? 'Home' : 'Fantasy Eventing');
  if (isLoading) return <PageSpinner />;
  if (!user) return <LandingPage />;
  return <HomePage user={user} />;
}
