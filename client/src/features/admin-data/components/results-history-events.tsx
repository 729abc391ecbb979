import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ResultsHistoryEvent } from '@contract/results-history';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { useDeleteHistoryEvent } from '../api/delete-history-event';
import { useResultsHistory } from '../api/results-history';

function DeleteEventDialog({
  event,
  onClose,
}: {
  event: ResultsHistoryEvent | null;
  onClose: () => void;
}) {
  const remove = useDeleteHistoryEvent();
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this imported event?</DialogTitle>
          <DialogDescription>
            {event &&
              `${event.eventName} on ${event.eventDate}: its ${event.rows} ${event.rows === 1 ? 'run leaves' : 'runs leave'} the riders' and horses' history, and with them their form figures. Import the file again to bring them back.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            loading={remove.isPending}
            onClick={() =>
              event &&
              remove.mutate(
                { eventName: event.eventName, eventDate: event.eventDate },
                {
                  onSuccess: (result) => {
                    toast({ title: result.message, variant: 'success' });
                    onClose();
                  },
                  onError: (error) =>
                    toast({
                      title: 'Failed to delete the imported event',
                      description: error.message,
                      variant: 'destructive',
                    }),
                },
              )
            }
          >
            Delete event
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The imported events, newest first, each with its level codes, runs and a delete. */
export function ResultsHistoryEvents() {
  const history = useResultsHistory();
  const [deleting, setDeleting] = useState<ResultsHistoryEvent | null>(null);
  return (
    <section aria-labelledby="history-events-title" className="space-y-2">
      <h3 id="history-events-title" className="text-sm font-semibold">
        Imported events{history.data ? ` (${history.data.totalRows} runs)` : ''}
      </h3>
      {history.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading the imported events">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
      ) : history.isError ? (
        <ErrorState
          title="Could not load the results history"
          description={history.error.message}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : history.data.events.length === 0 ? (
        <EmptyState title="No results history yet" />
      ) : (
        <div className="max-h-[28rem] overflow-auto rounded-lg border border-border">
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">Imported results history events</caption>
            <thead className="sticky top-0 bg-surface-raised text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="py-1.5 pr-2 pl-3 font-medium">
                  Date
                </th>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  Event
                </th>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  Level
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-medium">
                  Runs
                </th>
                <th scope="col" className="py-1.5 pr-3 pl-2">
                  <span className="sr-only">Delete</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.events.map((event) => (
                <tr
                  key={`${event.eventName}|${event.eventDate}`}
                  className="border-t border-border"
                  data-testid="history-event"
                >
                  <td className="py-1.5 pr-2 pl-3 whitespace-nowrap">{event.eventDate}</td>
                  <td className="px-2 py-1.5">{event.eventName}</td>
                  <td className="max-w-xs px-2 py-1.5">
                    <span className="flex flex-wrap gap-1" title={event.level}>
                      {event.levelCodes.length > 0 ? (
                        event.levelCodes.map((code) => (
                          <Badge key={code} variant="outline" className="h-5 px-1.5 normal-case">
                            {code}
                          </Badge>
                        ))
                      ) : (
                        <span className="line-clamp-2 text-xs text-muted-foreground">
                          {event.level}
                        </span>
                      )}
                    </span>
                  </td>
                  <td className="px-2 py-1.5 text-right">{event.rows}</td>
                  <td className="py-1 pr-3 pl-2 text-right">
                    <Button
                      size="sm"
                      variant="ghost"
                      className="h-8 px-2 text-destructive-text"
                      aria-label={`Delete ${event.eventName} on ${event.eventDate}`}
                      onClick={() => setDeleting(event)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DeleteEventDialog event={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
