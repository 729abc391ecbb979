import { KeyRound } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { newPasswordFormSchema } from '@contract/auth';
import type { PasswordStrength, PasswordStrengthCheck } from '@contract/password-strength';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { loadPasswordStrengthCheck } from '../lib/password-strength';
import { errorProps, Field, fieldErrors } from './field';
import { PasswordStrengthMeter } from './password-strength-meter';

/** The server's refusal of one submitted password (too easy to guess for this account). */
export type PasswordRefusal = { password: string; message: string } | null;

/**
 * Password + confirmation (verify, reset, dev-verify); optionally a pasted token first. A meter
 * judges the password as it is typed (zxcvbn, loaded when the field is first used) and a weak one
 * is refused before sending; the server judges again with the account's own words.
 */
export function NewPasswordForm({
  submitLabel,
  pending,
  withToken = false,
  passwordLabel = 'Password',
  refusal = null,
  onSubmit,
}: {
  submitLabel: string;
  pending: boolean;
  withToken?: boolean;
  passwordLabel?: string;
  refusal?: PasswordRefusal;
  onSubmit: (values: { password: string; token: string }) => void;
}) {
  const id = useId();
  const [token, setToken] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [check, setCheck] = useState<PasswordStrengthCheck | null>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadPasswordStrengthCheck().then(
      (loaded) => live && setCheck(() => loaded),
      () => undefined, // the server still judges every password
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  const strength: PasswordStrength | null = useMemo(
    () => (check && password !== '' ? check(password) : null),
    [check, password],
  );
  const passwordError =
    errors.password ?? (refusal && refusal.password === password ? refusal.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPasswordFormSchema.safeParse({ password, confirmPassword });
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (!found.password && strength?.message) found.password = strength.message;
    if (withToken && token.trim() === '') found.token = 'Please paste the token from your email';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ password, token: token.trim() });
  };

  const meterId = `${id}-strength`;
  const passwordErrorProps = errorProps(`${id}-password`, passwordError);
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
        error={passwordError}
        hint="At least 8 characters and hard to guess: a few uncommon words work well. All characters including international characters are supported."
      >
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          value={password}
          onFocus={() => setWanted(true)}
          onChange={(event) => {
            setWanted(true);
            setPassword(event.target.value);
            if (errors.password) setErrors(({ password: _dropped, ...rest }) => rest);
          }}
          {...passwordErrorProps}
          aria-describedby={[passwordErrorProps['aria-describedby'], meterId]
            .filter(Boolean)
            .join(' ')}
        />
        <PasswordStrengthMeter id={meterId} strength={strength} />
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
