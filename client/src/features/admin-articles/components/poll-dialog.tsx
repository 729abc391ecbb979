import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { ARTICLE_LIMITS, type AdminArticle, type PollInput } from '@contract/admin-articles';
import { POLL_OPTIONS_MAX, POLL_OPTIONS_MIN } from '@contract/constants';
import type { Poll } from '@contract/polls';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { articlePollQueryOptions } from '@/api/get-article-poll';
import { useCreatePoll } from '../api/create-poll';
import { useEditPoll } from '../api/edit-poll';
import {
  emptyPollForm,
  keptVotes,
  pollFormFrom,
  pollInputFrom,
  type PollFormValues,
} from '../lib/poll-form';

const votes = (n: number) => `${n} vote${n === 1 ? '' : 's'}`;

function ReplaceConfirm({
  poll,
  pending,
  onConfirm,
  onCancel,
}: {
  poll: Poll;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Replace the poll?</DialogTitle>
          <DialogDescription>
            “{poll.question}” and its {votes(poll.totalVotes)} will be removed; readers will see the
            new poll with no votes. To keep the votes, save your changes instead.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" loading={pending} onClick={onConfirm}>
            Replace poll
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Question, optional deadline and 2 to 5 options; an existing poll is edited or replaced. */
function PollForm({
  articleId,
  poll,
  onDone,
}: {
  articleId: number;
  poll: Poll | undefined;
  onDone: () => void;
}) {
  const id = useId();
  const form = useForm<PollFormValues>({
    defaultValues: poll ? pollFormFrom(poll) : emptyPollForm(),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'options' });
  const options = useWatch({ control: form.control, name: 'options' });
  const create = useCreatePoll();
  const edit = useEditPoll();
  const [replacing, setReplacing] = useState<PollInput | null>(null);

  const checked = (values: PollFormValues): PollInput | null => {
    const result = pollInputFrom(values);
    if (result.ok) return result.input;
    toast({ ...result.problem, variant: 'destructive' });
    return null;
  };

  const createPoll = (input: PollInput, replace: boolean) =>
    create.mutate(
      { articleId, input: { ...input, replace } },
      {
        onSuccess: () => {
          toast({ title: replace ? 'Poll replaced' : 'Poll created', variant: 'success' });
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Error creating poll',
            description: error.message || 'Failed to create poll',
            variant: 'destructive',
          }),
      },
    );

  const onSubmit = form.handleSubmit((values) => {
    const input = checked(values);
    if (!input) return;
    if (!poll) {
      createPoll(input, false);
      return;
    }
    edit.mutate(
      { articleId, input },
      {
        onSuccess: () => {
          toast({ title: 'Poll updated', variant: 'success' });
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Failed to update poll',
            description: error.message,
            variant: 'destructive',
          }),
      },
    );
  });

  return (
    <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-question`}>Question</Label>
        <Input
          id={`${id}-question`}
          maxLength={ARTICLE_LIMITS.pollQuestion}
          {...form.register('question')}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-deadline`}>Deadline (UTC, optional)</Label>
        <Input
          id={`${id}-deadline`}
          type="datetime-local"
          aria-describedby={`${id}-deadline-hint`}
          {...form.register('deadline')}
        />
        <p id={`${id}-deadline-hint`} className="text-xs text-muted-foreground">
          Voting closes, in UTC; leave it empty to keep the poll open
        </p>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Options</legend>
        {poll && (
          <p className="text-xs text-muted-foreground" id={`${id}-votes-hint`}>
            An option you leave unchanged keeps its votes; a changed or removed option loses them.
          </p>
        )}
        {fields.map((field, index) => {
          const kept = keptVotes(poll, options[index]?.text ?? '');
          return (
            <div key={field.id} className="flex items-center gap-2">
              <Input
                aria-label={`Option ${index + 1}`}
                aria-describedby={poll ? `${id}-votes-hint` : undefined}
                maxLength={ARTICLE_LIMITS.pollOption}
                {...form.register(`options.${index}.text`)}
              />
              {poll && (
                <span
                  className="w-16 shrink-0 text-right text-xs text-muted-foreground tabular-nums"
                  data-testid="kept-votes"
                >
                  {kept > 0 ? votes(kept) : ''}
                </span>
              )}
              {fields.length > POLL_OPTIONS_MIN && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove option ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <X aria-hidden />
                </Button>
              )}
            </div>
          );
        })}
        {fields.length < POLL_OPTIONS_MAX && (
          <Button type="button" variant="outline" size="sm" onClick={() => append({ text: '' })}>
            <Plus aria-hidden /> Add option
          </Button>
        )}
      </fieldset>
      <DialogFooter className="gap-2">
        {poll && (
          <Button
            type="button"
            variant="outline"
            className="text-destructive-text sm:mr-auto"
            onClick={() => {
              const input = checked(form.getValues());
              if (input) setReplacing(input);
            }}
          >
            Replace poll…
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={poll ? edit.isPending : create.isPending}>
          {poll ? 'Save Poll' : 'Create Poll'}
        </Button>
      </DialogFooter>
      {poll && replacing && (
        <ReplaceConfirm
          poll={poll}
          pending={create.isPending}
          onCancel={() => setReplacing(null)}
          onConfirm={() => createPoll(replacing, true)}
        />
      )}
    </form>
  );
}

/**
 * The poll dialog: a question, an optional deadline and 2 to 5 options, starting with 2. For an
 * article that has a poll it edits that poll (keeping the votes of unchanged options), and
 * replacing it asks for confirmation first.
 */
export function PollDialog({
  article,
  open,
  onOpenChange,
}: {
  article: AdminArticle;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const editing = article.pollId !== null;
  const poll = useQuery({ ...articlePollQueryOptions(article.id), enabled: editing });
  const done = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Poll' : 'Create Poll'}</DialogTitle>
          <DialogDescription>For “{article.title}”.</DialogDescription>
        </DialogHeader>
        {!editing ? (
          <PollForm articleId={article.id} poll={undefined} onDone={done} />
        ) : poll.isPending ? (
          <div className="space-y-3" aria-busy="true" aria-label="Loading the poll">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </div>
        ) : poll.isError ? (
          <ErrorState
            title="Could not load the poll"
            description={poll.error.message}
            onRetry={() => void poll.refetch()}
            retrying={poll.isFetching}
          />
        ) : (
          <PollForm key={poll.data.id} articleId={article.id} poll={poll.data} onDone={done} />
        )}
      </DialogContent>
    </Dialog>
  );
}
