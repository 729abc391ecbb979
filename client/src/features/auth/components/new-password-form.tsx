import { KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { newPasswordFormSchema } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorProps, Field, fieldErrors } from './field';

/** Password + confirmation (verify, reset, dev-verify); optionally a pasted token first. */
export function NewPasswordForm({
  submitLabel,
  pending,
  withToken = false,
  passwordLabel = 'Password',
  onSubmit,
}: {
  submitLabel: string;
  pending: boolean;
  withToken?: boolean;
  passwordLabel?: string;
  onSubmit: (values: { password: string; token: string }) => void;
}) {
  const id = useId();
  const [token, setToken] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPasswordFormSchema.safeParse({ password, confirmPassword });
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (withToken && token.trim() === '') found.token = 'Please paste the token from your email';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ password, token: token.trim() });
  };

  return (
    <form className="space-y-5" onSubmit={submit} noValidate aria-label={submitLabel}>
      {withToken && (
        <Field id={`${id}-token`} label="Token" error={errors.token}>
          <Input
            id={`${id}-token`}
            autoComplete="off"
            spellCheck={false}
            value={token}
            onChange={(event) => setToken(event.target.value)}
            {...errorProps(`${id}-token`, errors.token)}
          />
        </Field>
      )}
      <Field
        id={`${id}-password`}
        label={passwordLabel}
        error={errors.password}
        hint="At least 8 characters. All characters including international characters are supported."
      >
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...errorProps(`${id}-password`, errors.password)}
        />
      </Field>
      <Field id={`${id}-confirm`} label="Confirm password" error={errors.confirmPassword}>
        <Input
          id={`${id}-confirm`}
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          {...errorProps(`${id}-confirm`, errors.confirmPassword)}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        <KeyRound aria-hidden /> {submitLabel}
      </Button>
    </form>
  );
}
