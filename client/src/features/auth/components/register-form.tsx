import { MailCheck, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { registerRequestSchema } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '../api/auth-mutation-error';
import { useRegister } from '../api/register';
import { CountrySelect } from './country-select';
import { errorProps, Field, fieldErrors } from './field';

const empty = { firstName: '', lastName: '', email: '', nationality: '' };

export function RegisterForm() {
  const id = useId();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const register = useRegister();
  const set = (key: keyof typeof empty) => (value: string) =>
    setValues({ ...values, [key]: value });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    register.mutate(parsed.data, {
      onSuccess: (data) => {
        toast({ title: 'Registration successful', description: data.message, variant: 'success' });
        setSentTo(parsed.data.email);
        setValues(empty);
      },
      onError: (error) =>
        toast({
          title: 'Registration failed',
          description: serverMessage(error),
          variant: 'destructive',
        }),
    });
  };

  if (sentTo) {
    return (
      <div role="status" className="space-y-4 py-4 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
          <MailCheck className="size-7" aria-hidden />
        </span>
        <h2 className="text-xl font-semibold">Check your email</h2>
        <p className="text-muted-foreground">
          We sent a link to <strong className="text-foreground">{sentTo}</strong>. Open it to verify
          your address and choose your password. The link works for 48 hours.
        </p>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          Use another address
        </Button>
      </div>
    );
  }

  const field = (key: 'firstName' | 'lastName' | 'email', label: string, autoComplete: string) => (
    <Field id={`${id}-${key}`} label={label} error={errors[key]}>
      <Input
        id={`${id}-${key}`}
        type={key === 'email' ? 'email' : 'text'}
        autoComplete={autoComplete}
        aria-required
        value={values[key]}
        onChange={(event) => set(key)(event.target.value)}
        {...errorProps(`${id}-${key}`, errors[key])}
      />
    </Field>
  );

  return (
    <form className="space-y-5" onSubmit={onSubmit} noValidate aria-label="Create account">
      <div className="grid gap-5 sm:grid-cols-2">
        {field('firstName', 'First name', 'given-name')}
        {field('lastName', 'Last name', 'family-name')}
      </div>
      {field('email', 'Email', 'email')}
      <Field id={`${id}-nationality`} label="Nationality" error={errors.nationality}>
        <CountrySelect
          id={`${id}-nationality`}
          value={values.nationality}
          onChange={set('nationality')}
          invalid={Boolean(errors.nationality)}
          describedBy={errors.nationality ? `${id}-nationality-error` : undefined}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={register.isPending}>
        <UserPlus aria-hidden /> Create account
      </Button>
      <p className="text-center text-sm text-muted-foreground">It's completely free to play</p>
    </form>
  );
}
