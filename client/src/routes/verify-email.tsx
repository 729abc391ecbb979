import { MailCheck } from 'lucide-react';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function VerifyEmailScreen() {
  useDocumentTitle('Verify Email');
  return (
    <ScreenPlaceholder
      title="Verify Email"
      eyebrow="Account"
      icon={MailCheck}
      description="Confirm your email address and choose a password to finish creating your account."
      summary="Set your password with the link from your email, then you are ready to pick your first team."
      action={{ to: '/auth', label: 'Go to Sign In' }}
    />
  );
}
