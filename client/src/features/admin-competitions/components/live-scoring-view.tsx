import { Dialog as DialogPrimitive } from 'radix-ui';
import { Calculator, Search, X } from 'lucide-react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { isCompetitionLive } from '@contract/competition-live';
import type { AdminCompetition } from '@contract/admin-competitions';
import type { CompetitionEntry } from '@contract/competitions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast-store';
import { useFixPositions } from '../api/fix-positions';
import { useScoringEntries } from '../api/get-scoring-entries';
import { useSetDrDisplayMode } from '../api/set-dr-display-mode';
import {
  findRider,
  nextInStartOrder,
  sortEntries,
  SORTS,
  type SortKey,
} from '../lib/scoring-entry';
import { ScoreForm, type ScoringPhase } from './score-form';
import { ScoringTable } from './scoring-table';

function TableSkeleton() {
  return (
    <div className="space-y-1 p-2" aria-busy="true" aria-label="Loading entries">
      {Array.from({ length: 16 }, (_, i) => (
        <Skeleton key={i} className="h-4 w-full" />
      ))}
    </div>
  );
}

/**
 * The live scoring view: a full-screen panel over the admin list. Scoring by keyboard: "/" finds
 * a rider by start number or name, Enter puts the cursor in the phase's first field, Enter saves
 * and moves on to the next rider in start order (docs/decisions/029-keyboard-live-scoring.md).
 */
export function LiveScoringView({
  competition,
  onClose,
}: {
  competition: AdminCompetition;
  onClose: () => void;
}) {
  const entries = useScoringEntries(competition.id);
  const fix = useFixPositions(competition.id);
  const drDisplay = useSetDrDisplayMode();
  const [sort, setSort] = useState<SortKey>('position');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [phase, setPhase] = useState<ScoringPhase>('dressage');
  const [focusRequest, setFocusRequest] = useState(0);
  const [query, setQuery] = useState('');
  const [notFound, setNotFound] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const sorted = useMemo(() => sortEntries(entries.data ?? [], sort), [entries.data, sort]);
  const selected = entries.data?.find((entry) => entry.id === selectedId);
  const live = isCompetitionLive(competition);

  /** Chooses a rider, shows their row and puts the cursor in the current phase's first field. */
  const scoreRider = (entry: CompetitionEntry) => {
    setSelectedId(entry.id);
    setFocusRequest((n) => n + 1);
    document
      .querySelector(`[data-testid=scoring-table] tr[data-entry-id="${entry.id}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  };
  const jumpToRider = () => {
    const found = findRider(entries.data ?? [], query);
    setNotFound(found === null);
    if (found) {
      setQuery('');
      scoreRider(found);
    }
  };
  const afterSave = (saved: CompetitionEntry) => {
    const next = nextInStartOrder(entries.data ?? [], saved.id);
    if (next) scoreRider(next);
  };
  /** "/" goes to the rider search from anywhere in the view (no score field accepts a "/"). */
  const searchShortcut = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== '/' || event.target === searchRef.current) return;
    event.preventDefault();
    searchRef.current?.focus();
  };

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
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onKeyDown={searchShortcut}
        hideClose
        className="top-0 left-0 flex h-dvh max-h-none w-screen max-w-none translate-x-0 translate-y-0 animate-none flex-col gap-0 overflow-hidden rounded-none border-0 p-0"
      >
        <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border px-3 py-2">
          <div className="flex min-w-0 basis-full items-center gap-2 md:basis-0 md:flex-1">
            <DialogTitle className="truncate text-base">
              Live scoring · {competition.name}
            </DialogTitle>
            {live && <Badge variant="live">Live</Badge>}
            <DialogDescription className="sr-only">
              Enter dressage, show jumping and cross-country scores; points and positions are
              computed by the server.
            </DialogDescription>
          </div>
          <div className="flex items-center gap-2">
            <div className="relative">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-2 size-3.5 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                ref={searchRef}
                type="search"
                aria-label="Find rider by start number or name"
                aria-describedby="scoring-search-help"
                aria-invalid={notFound}
                placeholder="No. or name, then Enter  ( / )"
                className="h-8 w-56 pl-7 text-xs"
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setNotFound(false);
                }}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  jumpToRider();
                }}
              />
            </div>
            <p id="scoring-search-help" className="sr-only" aria-live="polite">
              {notFound
                ? `No rider matches “${query}”.`
                : 'Type a start number or part of a name and press Enter to score that rider.'}
            </p>
            {notFound && (
              <span className="text-xs text-destructive-text" aria-hidden>
                No match
              </span>
            )}
          </div>
          <div className="flex items-center gap-2">
            <Label htmlFor="scoring-sort" className="text-xs">
              Sort by
            </Label>
            <Select value={sort} onValueChange={(value) => setSort(value as SortKey)}>
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
          <Button size="sm" variant="outline" loading={fix.isPending} onClick={fixPositions}>
            {!fix.isPending && <Calculator aria-hidden />}
            Fix Positions
          </Button>
          <DialogPrimitive.Close asChild>
            <Button size="sm" variant="ghost" aria-label="Close live scoring">
              <X aria-hidden />
              Close
            </Button>
          </DialogPrimitive.Close>
        </header>

        <div className="grid min-h-0 flex-1 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-h-0 overflow-auto" tabIndex={0} aria-label="Entries table">
            {entries.isPending ? (
              <TableSkeleton />
            ) : entries.isError ? (
              <ErrorState
                className="m-3"
                title="Could not load entries"
                description={entries.error.message}
                onRetry={() => void entries.refetch()}
                retrying={entries.isFetching}
              />
            ) : sorted.length === 0 ? (
              <EmptyState className="m-3" title="No entries yet" />
            ) : (
              <ScoringTable
                entries={sorted}
                drAsPercentage={competition.drDisplayMode}
                selectedId={selectedId}
                onSelect={scoreRider}
              />
            )}
          </div>
          <aside
            aria-label="Score form"
            className="min-h-0 overflow-y-auto border-t border-border p-3 lg:border-t-0 lg:border-l"
          >
            {selected ? (
              <ScoreForm
                key={selected.id}
                entry={selected}
                competitionId={competition.id}
                phase={phase}
                onPhaseChange={setPhase}
                focusRequest={focusRequest}
                onSaved={afterSave}
              />
            ) : (
              <p className="text-sm text-muted-foreground">
                Choose an entry in the table, or find one by start number or name and press Enter,
                to enter its scores.
              </p>
            )}
          </aside>
        </div>
      </DialogContent>
    </Dialog>
  );
}
