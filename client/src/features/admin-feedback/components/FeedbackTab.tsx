import { CheckCircle2, MessageSquareText, Reply } from 'lucide-react';
import { useState } from 'react';
import type { FeedbackItem, FeedbackStatus } from '@contract/admin-feedback';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { useAdminFeedback } from '../api/get-admin-feedback';
import { useResolveFeedback } from '../api/resolve-feedback';
import { RespondDialog } from './respond-dialog';

const statusBadge: Record<FeedbackStatus, BadgeVariant> = {
  pending: 'featured',
  responded: 'brand',
  resolved: 'neutral',
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function FeedbackCard({ item, onRespond }: { item: FeedbackItem; onRespond: () => void }) {
  const resolve = useResolveFeedback();
  const markResolved = () =>
    resolve.mutate(item.id, {
      onSuccess: () => toast({ title: 'Feedback Resolved', variant: 'success' }),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to resolve feedback. Please try again.',
          variant: 'destructive',
        }),
    });
  return (
    <li>
      <Card className="space-y-3 p-4" data-testid="admin-feedback">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 space-y-1">
            <p className="font-semibold">{item.subject}</p>
            <p className="text-xs text-muted-foreground">
              {item.name} · {item.email} ·{' '}
              <time dateTime={item.createdAt}>{dateFormat.format(new Date(item.createdAt))}</time>
            </p>
          </div>
          <Badge variant={statusBadge[item.status]}>{item.status}</Badge>
        </div>
        <p className="text-sm whitespace-pre-wrap">{item.message}</p>
        {item.adminResponse && (
          <div className="rounded-xl border-l-4 border-primary bg-primary-soft/50 p-3 text-sm">
            <p className="text-xs font-semibold text-primary-soft-foreground">Response</p>
            <p className="whitespace-pre-wrap">{item.adminResponse}</p>
          </div>
        )}
        {item.status !== 'resolved' && (
          <div className="flex flex-wrap gap-2">
            {item.status === 'pending' && (
              <Button size="sm" onClick={onRespond} aria-label={`Respond to ${item.subject}`}>
                <Reply aria-hidden /> Respond
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              loading={resolve.isPending}
              onClick={markResolved}
              aria-label={`Mark Resolved: ${item.subject}`}
            >
              {!resolve.isPending && <CheckCircle2 aria-hidden />} Mark Resolved
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}

/** The admin panel's Feedback tab: status badges, respond while pending, resolve until resolved. */
export function FeedbackTab() {
  const feedback = useAdminFeedback();
  const [responding, setResponding] = useState<FeedbackItem | null>(null);
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold tracking-tight">Feedback</h2>
      {feedback.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading feedback">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-32 w-full" />
          ))}
        </div>
      ) : feedback.isError ? (
        <ErrorState onRetry={() => void feedback.refetch()} retrying={feedback.isFetching} />
      ) : feedback.data.length === 0 ? (
        <EmptyState icon={MessageSquareText} title="No feedback yet" />
      ) : (
        <ul className="space-y-3">
          {feedback.data.map((item) => (
            <FeedbackCard key={item.id} item={item} onRespond={() => setResponding(item)} />
          ))}
        </ul>
      )}
      {responding && <RespondDialog item={responding} onClose={() => setResponding(null)} />}
    </div>
  );
}
