import { KeyRound } from 'lucide-react';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ResetPasswordScreen() {
  useDocumentTitle('Reset Password');
  return (
    <ScreenPlaceholder
      title="Reset Password"
      eyebrow="Account"
      icon={KeyRound}
      description="Choose a new password for your Eventing Manager account."
      summary="Open the link from your reset email to set a new password."
      action={{ to: '/auth', label: 'Back to Sign In' }}
    />
  );
}
