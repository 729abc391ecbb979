import { LandingPage } from '@/features/landing/components/landing-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function LandingScreen() {
  useDocumentTitle('Fantasy Eventing');
  return <LandingPage />;
}
