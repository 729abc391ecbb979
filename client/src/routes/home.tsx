import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import { LandingPage } from '@/features/landing/components/landing-page';
import { useDocumentTitle } from '@/lib/use-document-title';

// A visitor's first page is the landing page: the signed-in home and its widgets load apart.
const HomePage = lazy(() =>
  import('@/features/home/components/home-page').then((m) => ({ default: m.HomePage })),
);

export function HomeScreen() {
  const { user, isLoading } = useUser();
  useDocumentTitle(user ? 'Home' : 'Fantasy Eventing');
  if (isLoading) return <PageSpinner />;
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <HomePage user={user} />
    </Suspense>
  );
}
