import { LogIn } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, loginRequestSchema, type User } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '../api/auth-mutation-error';
import { useForgotPassword } from '../api/forgot-password';
import { useLogin } from '../api/login';
import { errorProps, Field, fieldErrors } from './field';

export function SignInForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const login = useLogin();
  const forgot = useForgotPassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: (data) => {
        toast({
          title: 'Login successful',
          description: `Welcome back, ${data.user.firstName}!`,
          variant: 'success',
        });
        onSignedIn(data.user);
      },
      onError: (error) =>
        toast({ title: 'Login failed', description: serverMessage(error), variant: 'destructive' }),
    });
  };

  const onForgot = () => {
    if (email.trim() === '') {
      setErrors({ email: AUTH_MESSAGES.forgotWithoutEmail });
      return;
    }
    setErrors({});
    forgot.mutate(
      { email },
      {
        onSuccess: (data) =>
          toast({
            title: 'Password reset requested',
            description: data.message,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Password reset failed',
            description: serverMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form className="space-y-5" onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Field id={`${id}-email`} label="Email" error={errors.email}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...errorProps(`${id}-email`, errors.email)}
        />
      </Field>
      <Field id={`${id}-password`} label="Password" error={errors.password}>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...errorProps(`${id}-password`, errors.password)}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
        <LogIn aria-hidden /> Sign in
      </Button>
      <div className="text-center">
        <Button type="button" variant="link" onClick={onForgot} disabled={forgot.isPending}>
          Forgot password?
        </Button>
      </div>
    </form>
  );
}
