import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/api/get-user';
import { LandingPage } from '@/features/landing/components/landing-page';
import { useDocumentTitle } from '@/lib/use-document-title';

// A visitor's first page is the landing page: the signed-in home and its widgets load apart.
const SignedInHome = lazy(() =>
  import('./signed-in-home').then((m) => ({ default: m.SignedInHome })),
);

export function HomeScreen() {
  const { user, isLoading } = useUser();
  useDocumentTitle(user ? 'Home' : 'Fantasy Eventing');
  if (isLoading) return <PageSpinner />;
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <SignedInHome user={user} />
    </Suspense>
  );
}
