import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { respondBodySchema, type FeedbackItem, type RespondBody } from '@contract/admin-feedback';
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

/**
 * Answer pending feedback; the server emails the response to the sender. The contract's
 * `respondBodySchema` validates and trims the response; Send stays disabled while it is blank.
 */
export function RespondDialog({ item, onClose }: { item: FeedbackItem; onClose: () => void }) {
  const form = useForm<RespondBody, unknown, { response: string }>({
    resolver: zodResolver(respondBodySchema),
    defaultValues: { response: '' },
  });
  const response = useWatch({ control: form.control, name: 'response' });
  const respond = useRespondToFeedback();
  const id = useId();
  const send = (body: { response: string }) => {
    respond.mutate(
      { id: item.id, response: body.response },
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
        <form className="grid gap-4" onSubmit={(event) => void form.handleSubmit(send)(event)}>
          <blockquote className="max-h-40 overflow-y-auto rounded-xl bg-muted p-3 text-sm whitespace-pre-wrap">
            {item.message}
          </blockquote>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-response`}>Response</Label>
            <Textarea
              id={`${id}-response`}
              rows={6}
              maxLength={FEEDBACK_LIMITS.message}
              {...form.register('response')}
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
