import { LEVEL_FILTERS } from '@contract/constants';
import {
  HISTORY_SINCE_YEAR,
  averagePointsTier,
  rankTier,
  type CompetitorHistory,
  type HistorySubject,
} from '@contract/competitors';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDate, oneDecimal } from '@/lib/competition-format';
import type { CompetitorIds } from '../api/get-competitor';
import { useCompetitorHistory, type HistoryFilters } from '../api/get-competitor-history';
import { fiveTierStyle } from '../lib/tiers';
import { PointsChart } from './points-chart';

type Level = (typeof LEVEL_FILTERS)[number];
const ALL_VENUES = 'all';

function Summary({ summary }: { summary: CompetitorHistory['summary'] }) {
  const items: { label: string; value: number | null; outOf: number; suffix?: string }[] = [
    { label: 'Avg Dressage', value: summary.avgDressage, outOf: 20 },
    { label: 'Avg Show Jumping', value: summary.avgShowJumping, outOf: 20 },
    { label: 'Avg Cross Country', value: summary.avgCrossCountry, outOf: 60 },
    { label: 'Avg Total', value: summary.avgTotalPts, outOf: 100 },
  ];
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        <div className="rounded-card bg-muted p-3">
          <dt className="text-xs text-muted-foreground">Starts</dt>
          <dd className="text-xl font-bold tabular-nums">{summary.totalStarts}</dd>
        </div>
        {items.map((item) => {
          const style =
            item.value === null
              ? null
              : fiveTierStyle[averagePointsTier((item.value / item.outOf) * 20)];
          return (
            <div
              key={item.label}
              className={cn(
                'rounded-card p-3 ring-1 ring-inset',
                style?.className ?? 'bg-muted ring-border',
              )}
            >
              <dt className="text-xs">{item.label}</dt>
              <dd className="text-xl font-bold tabular-nums">{oneDecimal(item.value)}</dd>
              {style && <dd className="text-xs">{style.label}</dd>}
            </div>
          );
        })}
        <div className="rounded-card bg-muted p-3">
          <dt className="text-xs text-muted-foreground">Avg Price</dt>
          <dd className="text-xl font-bold tabular-nums">
            {summary.avgPrice === null ? '–' : `${summary.avgPrice.toFixed(2)}m`}
          </dd>
        </div>
        <div className="rounded-card bg-muted p-3">
          <dt className="text-xs text-muted-foreground">
            <abbr title="Points per start per million of average price">PPM</abbr>
          </dt>
          <dd className="text-xl font-bold tabular-nums">
            {summary.avgPointsPerMillion?.toFixed(2) ?? '–'}
          </dd>
        </div>
      </dl>
      {summary.inProgressLeftOut > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="in-progress-note">
          Averages leave out {summary.inProgressLeftOut} live{' '}
          {summary.inProgressLeftOut === 1 ? 'event' : 'events'} until{' '}
          {summary.inProgressLeftOut === 1 ? 'it is' : 'they are'} complete.
        </p>
      )}
    </div>
  );
}

function HistoryTable({ history }: { history: CompetitorHistory }) {
  const numeric = 'px-2 py-2.5 text-right tabular-nums';
  return (
    <div className="overflow-x-auto rounded-card border border-border bg-surface">
      <table className="w-full text-sm">
        <caption className="sr-only">Competition history, newest first</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2.5 text-left">
              Competition
            </th>
            <th scope="col" className="px-2 py-2.5 text-left">
              Pos
            </th>
            <th scope="col" className={numeric}>
              Penalties
            </th>
            <th scope="col" className={cn(numeric, 'hidden border-l border-border sm:table-cell')}>
              DR points
            </th>
            <th scope="col" className={cn(numeric, 'hidden sm:table-cell')}>
              SJ points
            </th>
            <th scope="col" className={cn(numeric, 'hidden md:table-cell')}>
              XC points
            </th>
            <th scope="col" className={cn(numeric, 'border-l border-border pr-3 sm:border-l-0')}>
              Total points
            </th>
          </tr>
        </thead>
        <tbody>
          {history.entries.map((entry) => {
            const tier =
              entry.position === null
                ? null
                : fiveTierStyle[rankTier(entry.position, entry.fieldSize)];
            return (
              <tr key={entry.entryId} className="border-t border-border" data-testid="history-row">
                <td className="px-3 py-2.5">
                  <Link
                    to={`/results/${entry.competitionId}`}
                    className="inline-flex items-center font-medium hover:underline"
                  >
                    {entry.competitionName}
                  </Link>
                  {entry.inProgress && (
                    <Badge variant="live" className="ml-2">
                      Live · not final
                    </Badge>
                  )}
                  <span className="block text-xs text-muted-foreground">
                    {formatDate(entry.startDate)} · {entry.level} · {entry.athleteName} /{' '}
                    {entry.horseName}
                  </span>
                </td>
                <td className="px-2 py-2.5">
                  <span
                    className={cn(
                      'inline-flex h-6 min-w-8 items-center justify-center rounded-full px-2 text-xs font-semibold tabular-nums ring-1 ring-inset',
                      tier?.className ?? 'bg-muted ring-border',
                    )}
                    title={
                      tier
                        ? `${tier.label}: ${entry.positionLabel} of ${entry.fieldSize}`
                        : undefined
                    }
                  >
                    {entry.positionLabel}
                  </span>
                </td>
                <td className={numeric}>{entry.totalScoreDisplay}</td>
                <td className={cn(numeric, 'hidden border-l border-border sm:table-cell')}>
                  {oneDecimal(entry.dr_pts)}
                </td>
                <td className={cn(numeric, 'hidden sm:table-cell')}>{oneDecimal(entry.sj_pts)}</td>
                <td className={cn(numeric, 'hidden md:table-cell')}>{oneDecimal(entry.xc_pts)}</td>
                <td
                  className={cn(numeric, 'border-l border-border pr-3 font-semibold sm:border-l-0')}
                >
                  {oneDecimal(entry.total_pts)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** History filters, points summary, chart and table of the competitor page. */
export function HistorySection({ ids }: { ids: CompetitorIds }) {
  const [subject, setSubject] = useState<HistorySubject>('horse');
  const [level, setLevel] = useState<Level>('All');
  const [venue, setVenue] = useState(ALL_VENUES);
  const filters: HistoryFilters = {
    subject,
    level,
    venueId: venue === ALL_VENUES ? undefined : Number(venue),
  };
  const history = useCompetitorHistory(ids, filters);

  return (
    <section aria-labelledby="history-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="history-heading" className="text-xl font-semibold tracking-tight">
          Competition history{' '}
          <span className="text-sm font-normal text-muted-foreground">
            since {HISTORY_SINCE_YEAR}
          </span>
        </h2>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="history-subject">History of</Label>
          <Select
            value={subject}
            onValueChange={(value) => setSubject(value === 'rider' ? 'rider' : 'horse')}
          >
            <SelectTrigger id="history-subject">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="horse">Horse</SelectItem>
              <SelectItem value="rider">Rider</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="history-level">Level</Label>
          <Select
            value={level}
            onValueChange={(value) => setLevel(LEVEL_FILTERS.find((l) => l === value) ?? 'All')}
          >
            <SelectTrigger id="history-level">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LEVEL_FILTERS.map((value) => (
                <SelectItem key={value} value={value}>
                  {value}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="history-venue">Venue</Label>
          <Select value={venue} onValueChange={setVenue}>
            <SelectTrigger id="history-venue">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_VENUES}>All venues</SelectItem>
              {(history.data?.venues ?? []).map((item) => (
                <SelectItem key={item.id} value={String(item.id)}>
                  {item.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {history.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading history">
          <Skeleton className="h-20" />
          <Skeleton className="h-48" />
        </div>
      ) : history.isError ? (
        <ErrorState onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : history.data.entries.length === 0 ? (
        <EmptyState title="No competition history found" icon={History} />
      ) : (
        <>
          <Summary summary={history.data.summary} />
          <PointsChart entries={history.data.entries} />
          <HistoryTable history={history.data} />
        </>
      )}
    </section>
  );
}
