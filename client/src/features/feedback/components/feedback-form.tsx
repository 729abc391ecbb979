import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FEEDBACK_LIMITS } from '@contract/feedback';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/features/auth/api/get-user';
import { useSubmitFeedback } from '../api/submit-feedback';

/** First and last name joined and trimmed, or 'User' when both are empty. */
export function prefillName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || 'User';
}

type Draft = { name: string | null; email: string | null; subject: string; message: string };
const emptyDraft: Draft = { name: null, email: null, subject: '', message: '' };

export function FeedbackForm() {
  const { user } = useUser();
  const submit = useSubmitFeedback();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const id = useId();
  // Untouched name and email follow the signed-in user (null means "not edited").
  const name = draft.name ?? (user ? prefillName(user) : '');
  const email = draft.email ?? user?.email ?? '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name, email, subject: draft.subject, message: draft.message };
    if (Object.values(body).some((value) => value.trim() === '')) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all fields.',
        variant: 'destructive',
      });
      return;
    }
    submit.mutate(body, {
      onSuccess: () => {
        setDraft(emptyDraft);
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
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${id}-title`} className="text-2xl">
          Share Your Feedback
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form aria-labelledby={`${id}-title`} className="space-y-5" onSubmit={onSubmit} noValidate>
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${id}-name`}>Name</Label>
              <Input
                id={`${id}-name`}
                name="name"
                autoComplete="name"
                aria-required
                maxLength={FEEDBACK_LIMITS.name}
                value={name}
                onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-email`}>Email</Label>
              <Input
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                aria-required
                maxLength={FEEDBACK_LIMITS.email}
                aria-describedby={user ? undefined : `${id}-email-hint`}
                value={email}
                onChange={(event) => setDraft({ ...draft, email: event.target.value })}
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
              name="subject"
              aria-required
              maxLength={FEEDBACK_LIMITS.subject}
              value={draft.subject}
              onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-message`}>Message</Label>
            <Textarea
              id={`${id}-message`}
              name="message"
              rows={6}
              aria-required
              maxLength={FEEDBACK_LIMITS.message}
              value={draft.message}
              onChange={(event) => setDraft({ ...draft, message: event.target.value })}
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
