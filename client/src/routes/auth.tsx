import { LogIn } from 'lucide-react';
import { Navigate } from 'react-router';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AuthScreen() {
  const { user, isLoading } = useUser();
  useDocumentTitle('Sign In');
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to="/" replace />;
  return (
    <ScreenPlaceholder
      title="Sign in or create your account"
      eyebrow="Welcome to Eventing Manager 2.0"
      icon={LogIn}
      description="Players of the original game need a new account for the 2.0 platform."
      summary="Sign in with your email and password, or register in a minute. It's completely free to play."
    />
  );
}
