import { Send } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { FEEDBACK_LIMITS } from '@contract/feedback';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/api/get-user';
import { useSubmitFeedback } from '../api/submit-feedback';

/** First and last name joined and trimmed, or 'User' when both are empty. */
export function prefillName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || 'User';
}

type Values = { name: string; email: string; subject: string; message: string };
const empty: Values = { name: '', email: '', subject: '', message: '' };

/** What each empty field says under it, beside the toast for the whole form. */
const MISSING: Record<keyof Values, string> = {
  name: 'Enter your name.',
  email: 'Enter your email.',
  subject: 'Enter a subject.',
  message: 'Enter your message.',
};

/**
 * The feedback form: every field must be filled (else one toast says so and nothing is sent);
 * name and email are prefilled from the signed-in player until edited, and again after a send.
 */
export function FeedbackForm() {
  const { user } = useUser();
  const submit = useSubmitFeedback();
  const form = useForm<Values>({ defaultValues: empty });
  const id = useId();

  // Untouched name and email follow the signed-in user.
  useEffect(() => {
    for (const [field, value] of [
      ['name', user ? prefillName(user) : ''],
      ['email', user?.email ?? ''],
    ] as const) {
      if (!form.getFieldState(field).isDirty) form.setValue(field, value);
    }
  }, [user, form]);

  const onValid = (body: Values) =>
    submit.mutate(body, {
      onSuccess: () => {
        form.reset({
          ...empty,
          name: user ? prefillName(user) : '',
          email: user?.email ?? '',
        });
        toast({
          title: 'Thank you for your feedback!',
          description: 'We appreciate your patience and input. Our team will be on it!',
          variant: 'success',
          duration: 5000,
        });
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to submit feedback. Please try again.',
          variant: 'destructive',
        }),
    });
  const onMissing = () =>
    toast({
      title: 'Missing Information',
      description: 'Please fill in all fields.',
      variant: 'destructive',
    });
  const errorId = (name: keyof Values) => `${id}-${name}-error`;
  /** The input's registration, marked invalid and tied to its message when it is empty. */
  const field = (name: keyof Values, hintId?: string) => {
    const invalid = Boolean(form.formState.errors[name]);
    const describedBy = [hintId, invalid ? errorId(name) : undefined].filter(Boolean).join(' ');
    return {
      ...form.register(name, { validate: (value) => value.trim() !== '' || MISSING[name] }),
      'aria-invalid': invalid ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };
  const missing = (name: keyof Values) =>
    form.formState.errors[name] && (
      <p id={errorId(name)} className="text-sm font-medium text-destructive-text">
        {MISSING[name]}
      </p>
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} id={`${id}-title`} className="text-2xl">
          Share Your Feedback
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          aria-labelledby={`${id}-title`}
          className="space-y-5"
          onSubmit={(event) => void form.handleSubmit(onValid, onMissing)(event)}
          noValidate
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${id}-name`}>Name</Label>
              <Input
                id={`${id}-name`}
                autoComplete="name"
                aria-required
                maxLength={FEEDBACK_LIMITS.name}
                {...field('name')}
              />
              {missing('name')}
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-email`}>Email</Label>
              <Input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                aria-required
                maxLength={FEEDBACK_LIMITS.email}
                {...field('email', user ? undefined : `${id}-email-hint`)}
              />
              {missing('email')}
              {!user && (
                <p id={`${id}-email-hint`} className="text-xs text-muted-foreground">
                  We'll use this to respond to your feedback directly.
                </p>
              )}
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-subject`}>Subject</Label>
            <Input
              id={`${id}-subject`}
              aria-required
              maxLength={FEEDBACK_LIMITS.subject}
              {...field('subject')}
            />
            {missing('subject')}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-message`}>Message</Label>
            <Textarea
              id={`${id}-message`}
              rows={6}
              aria-required
              maxLength={FEEDBACK_LIMITS.message}
              {...field('message')}
            />
            {missing('message')}
          </div>
          <Button type="submit" size="lg" loading={submit.isPending} className="w-full sm:w-auto">
            {submit.isPending ? (
              'Submitting...'
            ) : (
              <>
                <Send aria-hidden /> Submit Feedback
              </>
            )}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
