import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { registerRequestSchema, type RegisterRequest } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/auth-mutation-error';
import { useRegister } from '../api/register';
import { CountrySelect } from '@/components/shared/country-select';
import { errorProps, Field } from '@/components/ui/field';

const empty = { firstName: '', lastName: '', email: '', nationality: '' };
type Values = typeof empty;

/**
 * Register: the contract's schema checks every field, first on submit, then as the player types
 * in a field once it has been touched, so a corrected field loses its message at once.
 */
export function RegisterForm() {
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const register = useRegister();
  const form = useForm<Values, unknown, RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const onSubmit = (request: RegisterRequest) =>
    register.mutate(request, {
      onSuccess: (data) => {
        toast({ title: 'Registration successful', description: data.message, variant: 'success' });
        setSentTo(request.email);
        form.reset(empty);
      },
      onError: (error) =>
        toast({
          title: 'Registration failed',
          description: serverMessage(error),
          variant: 'destructive',
        }),
    });

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

  const field = (key: 'firstName' | 'lastName' | 'email', label: string, autoComplete: string) => {
    const message = errors[key]?.message;
    return (
      <Field id={`${id}-${key}`} label={label} error={message}>
        <Input
          id={`${id}-${key}`}
          type={key === 'email' ? 'email' : 'text'}
          autoComplete={autoComplete}
          aria-required
          {...form.register(key)}
          {...errorProps(`${id}-${key}`, message)}
        />
      </Field>
    );
  };
  const nationalityError = errors.nationality?.message;

  return (
    <form
      className="space-y-5"
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      noValidate
      aria-label="Create account"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {field('firstName', 'First name', 'given-name')}
        {field('lastName', 'Last name', 'family-name')}
      </div>
      {field('email', 'Email', 'email')}
      <Field id={`${id}-nationality`} label="Nationality" error={nationalityError}>
        <Controller
          control={form.control}
          name="nationality"
          render={({ field: nationality }) => (
            <CountrySelect
              id={`${id}-nationality`}
              value={nationality.value}
              onChange={(code) => {
                nationality.onChange(code);
                nationality.onBlur();
              }}
              invalid={Boolean(nationalityError)}
              describedBy={nationalityError ? `${id}-nationality-error` : undefined}
            />
          )}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={register.isPending}>
        <UserPlus aria-hidden /> Create account
      </Button>
      <p className="text-center text-sm text-muted-foreground">It's completely free to play</p>
    </form>
  );
}
