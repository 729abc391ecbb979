import { useId, useState, type FormEvent } from 'react';
import type { FeedbackItem } from '@contract/admin-feedback';
import { FEEDBACK_LIMITS } from '@contract/feedback';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { useRespondToFeedback } from '../api/respond-feedback';

/** Answer pending feedback; the server emails the response to the sender. */
export function RespondDialog({ item, onClose }: { item: FeedbackItem; onClose: () => void }) {
  const [response, setResponse] = useState('');
  const respond = useRespondToFeedback();
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (response.trim() === '') return;
    respond.mutate(
      { id: item.id, response: response.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Response Sent', variant: 'success' });
          onClose();
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to send response. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Respond to Feedback</DialogTitle>
          <DialogDescription>
            “{item.subject}” from {item.name}. The response is emailed to {item.email}.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit}>
          <blockquote className="max-h-40 overflow-y-auto rounded-xl bg-muted p-3 text-sm whitespace-pre-wrap">
            {item.message}
          </blockquote>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-response`}>Response</Label>
            <Textarea
              id={`${id}-response`}
              rows={6}
              maxLength={FEEDBACK_LIMITS.message}
              value={response}
              onChange={(event) => setResponse(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={response.trim() === ''} loading={respond.isPending}>
              Send Response
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
