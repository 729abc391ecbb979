import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { AUTH_MESSAGES, loginRequestSchema, type LoginRequest, type User } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/auth-mutation-error';
import { useForgotPassword } from '../api/forgot-password';
import { useLogin } from '../api/login';
import { errorProps, Field } from '@/components/ui/field';

/** The email field's reminder when Forgot password? is pressed without an address. */
const FORGOT_WITHOUT_EMAIL = 'forgot-without-email';

/** Sign in with the contract's checks; a touched field is checked again as it changes. */
export function SignInForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const id = useId();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const login = useLogin();
  const forgot = useForgotPassword();

  const onSubmit = (request: LoginRequest) =>
    login.mutate(request, {
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

  const onForgot = () => {
    const email = form.getValues('email');
    if (email.trim() === '') {
      form.setError(
        'email',
        { type: FORGOT_WITHOUT_EMAIL, message: AUTH_MESSAGES.forgotWithoutEmail },
        { shouldFocus: true },
      );
      return;
    }
    form.clearErrors('email');
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

  const emailError = errors.email?.message;
  const passwordError = errors.password?.message;
  return (
    <form
      className="space-y-5"
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      noValidate
      aria-label="Sign in"
    >
      <Field id={`${id}-email`} label="Email" error={emailError}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          {...form.register('email', {
            // The reminder goes as the address is typed, so the button does not move under the
            // pointer when the field is left to press it.
            onChange: () => {
              if (form.formState.errors.email?.type === FORGOT_WITHOUT_EMAIL) {
                form.clearErrors('email');
              }
            },
          })}
          {...errorProps(`${id}-email`, emailError)}
        />
      </Field>
      <Field id={`${id}-password`} label="Password" error={passwordError}>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
          {...errorProps(`${id}-password`, passwordError)}
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
