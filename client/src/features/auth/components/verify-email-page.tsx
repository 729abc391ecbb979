import { MailCheck, PartyPopper } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '@contract/auth';
import { TIMERS } from '@contract/constants';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { isApiError } from '@/lib/api';
import { passwordRefusalOf, serverMessage } from '@/lib/auth-mutation-error';
import { useUser } from '@/api/get-user';
import { useSetSignedInUser } from '../api/set-signed-in-user';
import { useVerifyEmail, type VerifyEndpoint } from '../api/verify-email';
import { clearPendingLeagueCode, readPendingLeagueCode } from '@/lib/pending-league';
import { AuthCard, InvalidLink } from './auth-card';
import { NewPasswordForm, type PasswordRefusal } from './new-password-form';

/**
 * Sets the password with a verification token, signs in, welcomes, then after 2 s goes home, or
 * to the league invitation the visitor opened before registering (it joins the league).
 */
export function VerifyEmailPage({
  mode = 'link',
}: {
  /** 'link': token from ?token=; 'paste': /dev-verify, the token typed in. */
  mode?: 'link' | 'paste';
}) {
  const [params] = useSearchParams();
  const linkToken = params.get('token')?.trim() ?? '';
  const { user, isLoading } = useUser();
  const endpoint: VerifyEndpoint =
    mode === 'paste' ? '/api/auth/dev-verify' : '/api/auth/verify-email';
  const verify = useVerifyEmail(endpoint);
  const setSignedInUser = useSetSignedInUser();
  const navigate = useNavigate();
  const [welcome, setWelcome] = useState<{ message: string; to: string } | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const [refusal, setRefusal] = useState<PasswordRefusal>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (welcome) {
    return (
      <AuthCard icon={PartyPopper} title="Email verified" description={welcome.message}>
        <p role="status" className="text-center text-sm text-muted-foreground">
          {welcome.to === '/' ? 'Taking you to the home page…' : 'Taking you to your league…'}
        </p>
      </AuthCard>
    );
  }
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to="/" replace />;
  if (mode === 'link' && (linkToken === '' || linkDead)) {
    return (
      <InvalidLink
        icon={MailCheck}
        message={AUTH_MESSAGES.invalidVerificationLink}
        backLabel="Go to Sign In"
      />
    );
  }

  const onSubmit = ({ password, token }: { password: string; token: string }) => {
    verify.mutate(
      { token: mode === 'link' ? linkToken : token, password },
      {
        onSuccess: (data) => {
          toast({ title: 'Email verified', description: data.message, variant: 'success' });
          // Invited before registering: the league's page joins it now that the player is in.
          const code = readPendingLeagueCode();
          if (code) clearPendingLeagueCode();
          const to = code ? `/join/${encodeURIComponent(code)}` : '/';
          setWelcome({ message: data.message, to });
          setSignedInUser(data.user);
          timer.current = window.setTimeout(
            () => void navigate(to, { replace: true }),
            TIMERS.verifyRedirectMs,
          );
        },
        onError: (error) => {
          setRefusal(passwordRefusalOf(error, password));
          toast({
            title: 'Verification failed',
            description: serverMessage(error),
            variant: 'destructive',
          });
          if (
            mode === 'link' &&
            isApiError(error, 400) &&
            error.message.includes('invalid or has expired')
          ) {
            setLinkDead(true);
          }
        },
      },
    );
  };

  return (
    <AuthCard
      icon={MailCheck}
      title={mode === 'paste' ? 'Development Verification' : 'Verify your email'}
      description={
        mode === 'paste'
          ? 'Paste the token from the verification email, then choose your password.'
          : 'Choose your password to complete your registration.'
      }
    >
      <NewPasswordForm
        withToken={mode === 'paste'}
        submitLabel={mode === 'paste' ? 'Verify & Set Password' : 'Complete Registration'}
        pending={verify.isPending}
        refusal={refusal}
        onSubmit={onSubmit}
      />
    </AuthCard>
  );
}
