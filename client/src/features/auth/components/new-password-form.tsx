import { KeyRound } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver, useWatch } from 'react-hook-form';
import { newPasswordFormSchema } from '@contract/auth';
import type { PasswordStrength, PasswordStrengthCheck } from '@contract/password-strength';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { loadPasswordStrengthCheck } from '../lib/password-strength';
import { errorProps, Field, fieldErrors } from '@/components/ui/field';
import { PasswordStrengthMeter } from './password-strength-meter';

/** The server's refusal of one submitted password (too easy to guess for this account). */
export type PasswordRefusal = { password: string; message: string } | null;

/**
 * Password + confirmation (verify, reset, dev-verify); optionally a pasted token first. A meter
 * judges the password as it is typed (zxcvbn, loaded when the field is first used) and a weak one
 * is refused before sending; the server judges again with the account's own words.
 */
type Values = { token: string; password: string; confirmPassword: string };

/**
 * The form's checks: the contract's password rules and confirmation, then the strength meter's
 * verdict on a password the rules accept, then a pasted token when the form asks for one.
 */
function newPasswordResolver(
  withToken: boolean,
  check: PasswordStrengthCheck | null,
): Resolver<Values> {
  return (values) => {
    const parsed = newPasswordFormSchema.safeParse(values);
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
    const weak = check && values.password !== '' ? check(values.password).message : null;
    if (!found.password && weak) found.password = weak;
    if (withToken && values.token.trim() === '') {
      found.token = 'Please paste the token from your email';
    }
    const errors: FieldErrors<Values> = Object.fromEntries(
      Object.entries(found).map(([key, message]) => [key, { type: 'validate', message }]),
    );
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

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
  const [check, setCheck] = useState<PasswordStrengthCheck | null>(null);
  const [wanted, setWanted] = useState(false);
  const form = useForm<Values>({
    defaultValues: { token: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
    // Made again each render, so it judges with the strength check once that has loaded.
    resolver: newPasswordResolver(withToken, check),
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

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
    errors.password?.message ??
    (refusal && refusal.password === password ? refusal.message : undefined);
  const tokenError = errors.token?.message;
  const confirmError = errors.confirmPassword?.message;

  const meterId = `${id}-strength`;
  const passwordErrorProps = errorProps(`${id}-password`, passwordError);
  const passwordField = form.register('password', { onChange: () => setWanted(true) });
  return (
    <form
      className="space-y-5"
      onSubmit={(event) =>
        void form.handleSubmit((values) =>
          onSubmit({ password: values.password, token: values.token.trim() }),
        )(event)
      }
      noValidate
      aria-label={submitLabel}
    >
      {withToken && (
        <Field id={`${id}-token`} label="Token" error={tokenError}>
          <Input
            id={`${id}-token`}
            autoComplete="off"
            spellCheck={false}
            {...form.register('token')}
            {...errorProps(`${id}-token`, tokenError)}
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
          onFocus={() => setWanted(true)}
          {...passwordField}
          {...passwordErrorProps}
          aria-describedby={[passwordErrorProps['aria-describedby'], meterId]
            .filter(Boolean)
            .join(' ')}
        />
        <PasswordStrengthMeter id={meterId} strength={strength} />
      </Field>
      <Field id={`${id}-confirm`} label="Confirm password" error={confirmError}>
        <Input
          id={`${id}-confirm`}
          type="password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
          {...errorProps(`${id}-confirm`, confirmError)}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        <KeyRound aria-hidden /> {submitLabel}
      </Button>
    </form>
  );
}
