import { Wrench } from 'lucide-react';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function DevVerifyScreen() {
  useDocumentTitle('Developer Verification');
  return (
    <ScreenPlaceholder
      title="Developer Verification"
      eyebrow="Development"
      icon={Wrench}
      description="Paste a verification token and set a password without waiting for the email."
      summary="Token, password and confirmation in one form for local testing."
      action={{ to: '/auth', label: 'Back to Login' }}
    />
  );
}
