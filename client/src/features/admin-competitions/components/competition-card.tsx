import {
  CalendarDays,
  Download,
  FileUp,
  Gauge,
  Link2,
  ListPlus,
  MoreHorizontal,
  Pencil,
  Tags,
  RefreshCw,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminCompetition } from '@contract/admin-competitions';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Flag } from '@/components/ui/flag';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast-store';
import { downloadEntriesCsv } from './download-entries-csv';
import { StartlistUploadDialog } from './startlist-upload-dialog';
import { UploadResultsDialog } from './upload-results-dialog';
import { PriceEntriesDialog } from './price-entries-dialog';
import { PricingWarnings } from './pricing-warnings';
import { ScrapeLogPanel } from '@/components/shared/scrape-log';
import { useScrapeNow, useSetScrapingEnabled } from '../api/scraping';
import { competitionStatusBadge, takesTeams } from '../lib/competition-status';
import { entriesText } from '../lib/entry-counts';
import { UnpublishedHint } from './unpublished-hint';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatDays(start: string, end: string): string {
  const from = dayFormat.format(new Date(start));
  const to = dayFormat.format(new Date(end));
  return from === to ? from : `${from} – ${to}`;
}

const failureText = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** "11 entries (1 withdrawn) · 3 scored": a withdrawn entry is told apart and is never scored. */
function EntryCountsText({ competition }: { competition: AdminCompetition }) {
  const withdrawn = competition.withdrawnEntryCount;
  return (
    <>
      <span className="tabular-nums">
        {entriesText(competition.entryCount)}
        {withdrawn > 0 && ` (${withdrawn} withdrawn)`}
      </span>
      {competition.scoredEntryCount > 0 && (
        <span className="tabular-nums">{competition.scoredEntryCount} scored</span>
      )}
    </>
  );
}

export interface CompetitionCardProps {
  competition: AdminCompetition;
  onScoring: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One competition in the admin list with its per-competition actions (docs/rules.md#admin). */
export function CompetitionCard({
  competition: c,
  onScoring,
  onEdit,
  onDelete,
}: CompetitionCardProps) {
  const scrapeNow = useScrapeNow();
  const toggle = useSetScrapingEnabled();
  const [fileDialog, setFileDialog] = useState<'startlist' | 'results' | 'prices' | null>(null);
  const status = competitionStatusBadge(c);
  const titleId = `competition-${c.id}-name`;

  return (
    <Card className="p-4 sm:p-5" aria-labelledby={titleId}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="text-base font-semibold tracking-tight">
              {c.name}
            </h3>
            <Badge variant={status.variant}>{status.label}</Badge>
            {c.resultsFinal && <Badge variant="published">Final</Badge>}
            <Badge variant="outline">{c.level}</Badge>
          </div>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              {c.venueCountry && <Flag code={c.venueCountry} size="sm" />}
              {c.venueName ?? 'No venue'}
              {c.venueCountry && <span className="tabular-nums">· {c.venueCountry}</span>}
            </span>
            <span className="inline-flex items-center gap-1.5 tabular-nums">
              <CalendarDays className="size-3.5" aria-hidden />
              {formatDays(c.startDate, c.endDate)}
            </span>
            <EntryCountsText competition={c} />
          </p>
          <UnpublishedHint competition={c} />
        </div>

        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" onClick={onScoring} aria-label={`Scoring: ${c.name}`}>
            <Gauge aria-hidden />
            Scoring
          </Button>
          <Link
            to={`/admin/competitions/${c.id}/matching`}
            className={buttonClasses('outline', 'sm')}
            aria-label={`Matching: ${c.name}`}
          >
            <Link2 aria-hidden />
            Matching
          </Link>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Price entries: ${c.name}`}
            onClick={() => setFileDialog('prices')}
          >
            <Tags aria-hidden />
            Price entries
          </Button>
          {c.scoringUrl && (
            <>
              <Button
                size="sm"
                variant="outline"
                loading={scrapeNow.isPending}
                aria-label={`Scrape now: ${c.name}`}
                onClick={() =>
                  scrapeNow.mutate(c.id, {
                    onSuccess: (result) =>
                      toast(
                        result.problems.length === 0
                          ? {
                              title: 'Manual scrape finished',
                              description: result.summary,
                              variant: 'success',
                            }
                          : {
                              title: 'Manual scrape finished with problems',
                              description: `${result.summary} ${result.problems.join(' ')}`,
                              variant: 'destructive',
                            },
                      ),
                    onError: (error) =>
                      toast({
                        title: 'Failed to run manual scrape',
                        description: failureText(error),
                        variant: 'destructive',
                      }),
                  })
                }
              >
                {!scrapeNow.isPending && <RefreshCw aria-hidden />}
                Scrape now
              </Button>
              <div className="flex h-9 items-center gap-2 rounded-lg border border-input px-2.5">
                <Label htmlFor={`auto-${c.id}`} className="text-xs">
                  Auto {c.scrapingEnabled ? 'ON' : 'OFF'}
                </Label>
                <Switch
                  id={`auto-${c.id}`}
                  checked={c.scrapingEnabled}
                  disabled={toggle.isPending}
                  onCheckedChange={(enabled) =>
                    toggle.mutate(
                      { id: c.id, enabled },
                      {
                        onSuccess: () =>
                          toast({
                            title: enabled
                              ? 'Automatic scraping enabled'
                              : 'Automatic scraping disabled',
                            variant: 'success',
                          }),
                        onError: (error) =>
                          toast({
                            title: 'Failed to toggle automatic scraping',
                            description: failureText(error),
                            variant: 'destructive',
                          }),
                      },
                    )
                  }
                />
              </div>
            </>
          )}
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit: ${c.name}`}>
            <Pencil aria-hidden />
            Edit
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button size="sm" variant="ghost" aria-label={`Files and more: ${c.name}`}>
                <MoreHorizontal aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={() => setFileDialog('startlist')}>
                <ListPlus aria-hidden />
                Startlist upload
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => void downloadEntriesCsv(c.id, c.name)}>
                <Download aria-hidden />
                Download entries CSV
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setFileDialog('results')}>
                <FileUp aria-hidden />
                Upload results CSV
              </DropdownMenuItem>
              <DropdownMenuItem destructive onSelect={onDelete}>
                <Trash2 aria-hidden />
                Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <StartlistUploadDialog
            competition={c}
            open={fileDialog === 'startlist'}
            onOpenChange={(open) => setFileDialog(open ? 'startlist' : null)}
          />
          <PriceEntriesDialog
            competitionId={c.id}
            competitionName={c.name}
            open={fileDialog === 'prices'}
            onOpenChange={(open) => setFileDialog(open ? 'prices' : null)}
          />
          <UploadResultsDialog
            competition={c}
            open={fileDialog === 'results'}
            onOpenChange={(open) => setFileDialog(open ? 'results' : null)}
          />
        </div>
      </div>
      {takesTeams(c) && <PricingWarnings competitionId={c.id} competitionName={c.name} />}
      {c.scoringUrl && (
        <div className="mt-3 border-t border-border pt-3">
          <ScrapeLogPanel competitionId={c.id} limit={3} title={`Scrape log: ${c.name}`} />
        </div>
      )}
    </Card>
  );
}
