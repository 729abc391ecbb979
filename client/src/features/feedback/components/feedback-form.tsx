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
const filled = (value: string) => value.trim() !== '';

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
  const field = (name: keyof Values) => ({
    ...form.register(name, { validate: filled }),
    'aria-invalid': form.formState.errors[name] ? true : undefined,
  });

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
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-email`}>Email</Label>
              <Input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                aria-required
                maxLength={FEEDBACK_LIMITS.email}
                aria-describedby={user ? undefined : `${id}-email-hint`}
                {...field('email')}
              />
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
