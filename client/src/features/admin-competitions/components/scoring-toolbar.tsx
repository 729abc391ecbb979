import { Dialog as DialogPrimitive } from 'radix-ui';
import { Calculator, RotateCcw, X } from 'lucide-react';
import { memo } from 'react';
import type { AdminCompetition } from '@contract/admin-competitions';
import { isCompetitionLive } from '@contract/competition-live';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast-store';
import { useFixPositions } from '../api/fix-positions';
import { useSetDrDisplayMode } from '../api/set-dr-display-mode';
import { SORTS, type SortKey } from '../lib/scoring-entry';
import { FinalResultsSwitch } from './final-results-switch';
import { RiderSearch, type RiderSearchProps } from './rider-search';
import { UnpublishedHint } from './unpublished-hint';

function UnsavedSummary({
  saving,
  failed,
  onRetryAll,
}: {
  saving: number;
  failed: number;
  onRetryAll: () => void;
}) {
  return (
    <div className="flex items-center gap-2 text-xs" aria-live="polite">
      {saving > 0 && <span className="text-muted-foreground tabular-nums">Saving {saving}…</span>}
      {failed > 0 && (
        <>
          <span className="font-semibold text-destructive-text tabular-nums">
            {failed} not saved
          </span>
          <Button size="sm" variant="outline" className="h-8" onClick={onRetryAll}>
            <RotateCcw aria-hidden />
            Retry all
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * The live scoring header: title, rider search, sort, DR Display, Fix Positions, what is not
 * saved yet, and Close. Memoised: choosing riders and typing scores do not redraw it.
 */
export const ScoringToolbar = memo(function ScoringToolbar({
  competition,
  sort,
  onSortChange,
  search,
  onFind,
  saving,
  failed,
  onRetryAll,
}: {
  competition: AdminCompetition;
  sort: SortKey;
  onSortChange: (sort: SortKey) => void;
  search: RiderSearchProps['inputRef'];
  onFind: RiderSearchProps['onFind'];
  saving: number;
  failed: number;
  onRetryAll: () => void;
}) {
  const fix = useFixPositions(competition.id);
  const drDisplay = useSetDrDisplayMode();
  const fixPositions = () =>
    fix.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'Positions and scores recalculated successfully', variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Failed to recalculate positions',
          description: error.message,
          variant: 'destructive',
        }),
    });

  return (
    <>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border px-3 py-2">
        <div className="flex min-w-0 flex-1 basis-[calc(100%-8rem)] items-center gap-2 md:basis-0">
          <DialogTitle className="truncate text-base">
            Live scoring · {competition.name}
          </DialogTitle>
          {isCompetitionLive(competition) && <Badge variant="live">Live</Badge>}
          {competition.resultsFinal && <Badge variant="published">Final</Badge>}
          <DialogDescription className="sr-only">
            Enter dressage, show jumping and cross-country scores; points and positions are computed
            by the server. Press / to find a rider.
          </DialogDescription>
        </div>
        {/* Beside the title on a phone, last on a wide screen. */}
        <DialogPrimitive.Close asChild>
          <Button
            size="sm"
            variant="ghost"
            className="md:order-last"
            aria-label="Close live scoring"
          >
            <X aria-hidden />
            Close
          </Button>
        </DialogPrimitive.Close>
        <RiderSearch inputRef={search} onFind={onFind} />
        <UnsavedSummary saving={saving} failed={failed} onRetryAll={onRetryAll} />
        <div className="flex items-center gap-2">
          <Label htmlFor="scoring-sort" className="text-xs">
            Sort by
          </Label>
          <Select value={sort} onValueChange={(value) => onSortChange(value as SortKey)}>
            <SelectTrigger id="scoring-sort" className="h-8 w-36 text-xs">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {Object.entries(SORTS).map(([key, label]) => (
                <SelectItem key={key} value={key}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="dr-display" className="text-xs">
            DR Display
          </Label>
          <Switch
            id="dr-display"
            checked={competition.drDisplayMode}
            disabled={drDisplay.isPending}
            onCheckedChange={(enabled) =>
              drDisplay.mutate(
                { id: competition.id, enabled },
                {
                  onError: (error) =>
                    toast({
                      title: 'Failed to update DR Display mode',
                      description: error.message,
                      variant: 'destructive',
                    }),
                },
              )
            }
          />
        </div>
        <FinalResultsSwitch competitionId={competition.id} final={competition.resultsFinal} />
        <Button size="sm" variant="outline" loading={fix.isPending} onClick={fixPositions}>
          {!fix.isPending && <Calculator aria-hidden />}
          Fix Positions
        </Button>
      </header>
      <UnpublishedHint competition={competition} className="mx-3 mt-2" />
    </>
  );
});
