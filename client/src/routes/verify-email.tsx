import { VerifyEmailPage } from '@/features/auth/components/verify-email-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function VerifyEmailScreen() {
  useDocumentTitle('Verify Email');
  return <VerifyEmailPage />;
}
