import { AuthPage } from '@/features/auth/components/auth-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AuthScreen() {
  useDocumentTitle('Sign In');
  return <AuthPage />;
}
