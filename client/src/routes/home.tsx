import { House } from 'lucide-react';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import { LandingPage } from '@/features/landing/components/landing-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function HomeScreen() {
  const { user, isLoading } = useUser();
  useDocumentTitle(user ? 'Home' : 'Fantasy Eventing');
  if (isLoading) return <PageSpinner />;
  if (!user) return <LandingPage />;
  return (
    <ScreenPlaceholder
      title={`Welcome back, ${user.firstName || 'rider'}`}
      eyebrow="Home"
      icon={House}
      description="The latest stories, the next events and the top horses and riders."
      summary="Featured story, latest news, the next three events and the top five horses and riders."
      action={{ to: '/play', label: 'Go to Play' }}
    />
  );
}
