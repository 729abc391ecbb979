import { Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ARTICLE_LIMITS } from '@contract/admin-articles';
import { POLL_OPTIONS_MAX, POLL_OPTIONS_MIN } from '@contract/constants';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { useCreatePoll } from '../api/create-poll';

/** The poll dialog: a question, an optional deadline and 2 to 5 options, starting with 2. */
export function PollDialog({
  articleId,
  articleTitle,
  open,
  onOpenChange,
}: {
  articleId: number;
  articleTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [question, setQuestion] = useState('');
  const [deadline, setDeadline] = useState('');
  const [options, setOptions] = useState<string[]>(() =>
    Array.from({ length: POLL_OPTIONS_MIN }, () => ''),
  );
  const createPoll = useCreatePoll();
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (question.trim() === '') {
      toast({
        title: 'Question required',
        description: 'Please enter a poll question.',
        variant: 'destructive',
      });
      return;
    }
    const filled = options.map((option) => option.trim()).filter((option) => option !== '');
    if (filled.length < POLL_OPTIONS_MIN) {
      toast({
        title: 'Insufficient options',
        description: 'Please provide at least 2 options.',
        variant: 'destructive',
      });
      return;
    }
    createPoll.mutate(
      {
        articleId,
        input: {
          question: question.trim(),
          deadline: deadline ? new Date(deadline).toISOString() : null,
          options: filled,
        },
      },
      {
        onSuccess: () => {
          toast({ title: 'Poll created', variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: 'Error creating poll',
            description: error.message || 'Failed to create poll',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Poll</DialogTitle>
          <DialogDescription>For “{articleTitle}”.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-question`}>Question</Label>
            <Input
              id={`${id}-question`}
              value={question}
              maxLength={ARTICLE_LIMITS.pollQuestion}
              onChange={(event) => setQuestion(event.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-deadline`}>Deadline (optional)</Label>
            <Input
              id={`${id}-deadline`}
              type="datetime-local"
              value={deadline}
              onChange={(event) => setDeadline(event.target.value)}
            />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Options</legend>
            {options.map((option, index) => (
              <div key={index} className="flex gap-2">
                <Input
                  aria-label={`Option ${index + 1}`}
                  value={option}
                  maxLength={ARTICLE_LIMITS.pollOption}
                  onChange={(event) =>
                    setOptions(
                      options.map((value, i) => (i === index ? event.target.value : value)),
                    )
                  }
                />
                {options.length > POLL_OPTIONS_MIN && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove option ${index + 1}`}
                    onClick={() => setOptions(options.filter((_, i) => i !== index))}
                  >
                    <X aria-hidden />
                  </Button>
                )}
              </div>
            ))}
            {options.length < POLL_OPTIONS_MAX && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setOptions([...options, ''])}
              >
                <Plus aria-hidden /> Add option
              </Button>
            )}
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={createPoll.isPending}>
              Create Poll
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
