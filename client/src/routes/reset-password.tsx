import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ResetPasswordScreen() {
  useDocumentTitle('Reset Password');
  return <ResetPasswordPage />;
}
