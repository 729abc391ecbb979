import { CheckCircle2, KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '@contract/auth';
import { TIMERS } from '@contract/constants';
import { toast } from '@/components/ui/toast-store';
import { isApiError } from '@/lib/api';
import { passwordRefusalOf, serverMessage } from '@/lib/auth-mutation-error';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, InvalidLink } from './auth-card';
import { NewPasswordForm, type PasswordRefusal } from './new-password-form';

/** New password with a reset token; then /auth after 3 s. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const [refusal, setRefusal] = useState<PasswordRefusal>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (done) {
    return (
      <AuthCard icon={CheckCircle2} title="Password reset successful" description={done}>
        <p role="status" className="text-center text-sm text-muted-foreground">
          Taking you to sign in…
        </p>
      </AuthCard>
    );
  }
  if (token === '' || linkDead) {
    return (
      <InvalidLink
        icon={KeyRound}
        message={AUTH_MESSAGES.invalidResetLink}
        backLabel="Back to Sign In"
      />
    );
  }

  const onSubmit = ({ password }: { password: string }) => {
    reset.mutate(
      { token, password },
      {
        onSuccess: (data) => {
          toast({
            title: 'Password reset successful',
            description: data.message,
            variant: 'success',
          });
          setDone(data.message);
          timer.current = window.setTimeout(
            () => void navigate('/auth', { replace: true }),
            TIMERS.resetRedirectMs,
          );
        },
        onError: (error) => {
          setRefusal(passwordRefusalOf(error, password));
          toast({
            title: 'Password reset failed',
            description: serverMessage(error),
            variant: 'destructive',
          });
          if (isApiError(error, 400) && error.message.includes('invalid or has expired')) {
            setLinkDead(true);
          }
        },
      },
    );
  };

  return (
    <AuthCard icon={KeyRound} title="Reset your password" description="Choose a new password.">
      <NewPasswordForm
        submitLabel="Reset Password"
        passwordLabel="New password"
        pending={reset.isPending}
        refusal={refusal}
        onSubmit={onSubmit}
      />
    </AuthCard>
  );
}
