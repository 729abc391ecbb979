import type { CompetitionEntry } from '@contract/competitions';
import { dressageDisplay, toTenths, type PhaseStatus } from '@contract/scoring';
import { SCORE_PENALTY_FIELDS } from '@contract/score-fields';
import { ArrowDown, ArrowUp, Star } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { Flag } from '@/components/ui/flag';
import { cn } from '@/lib/cn';
import { useDrawnCount } from '@/lib/use-drawn-count';
import { oneDecimal } from '@/lib/competition-format';
import { NO_CHANGE, type RowChange } from '../lib/result-changes';
import { useFlash } from '../lib/use-flash';

const completed = (status: PhaseStatus | null) => status === null || status === 'OK';

/** A phase cell: the status code when the phase did not end OK, else the penalties. */
function phaseCell(status: PhaseStatus | null, value: number | null): string {
  return completed(status) ? oneDecimal(value) : (status ?? '–');
}

/** The dressage cell: penalties, or in DR Display mode the judges' percentage (decision 013). */
function dressageCell(entry: CompetitionEntry, asPercentage: boolean): string {
  const tenths = toTenths(entry.dr_score);
  if (!completed(entry.dr_status) || tenths === null) return phaseCell(entry.dr_status, null);
  return dressageDisplay(tenths, asPercentage);
}

/** Nothing ridden yet: no score and no status in any phase. */
function hasAnyResult(entry: CompetitionEntry): boolean {
  return SCORE_PENALTY_FIELDS.some((field) => entry[field] !== null);
}

const NUMERIC = 'px-2 py-3 text-right tabular-nums';
const NUMERIC_SM = cn(NUMERIC, 'hidden sm:table-cell');
const NUMERIC_MD = cn(NUMERIC, 'hidden md:table-cell');
const NUMERIC_BOLD = cn(NUMERIC, 'font-semibold');
const NUMERIC_POINTS = cn(NUMERIC, 'pr-3 font-semibold text-primary-soft-foreground');

/**
 * One row, memoised: a pushed score re-renders the rows whose entry or change marker changed
 * (unchanged entries keep their objects across refetches), not the whole table.
 */
const ResultRow = memo(function ResultRow({
  entry,
  change,
  drAsPercentage,
  mine,
}: {
  entry: CompetitionEntry;
  change: RowChange;
  drAsPercentage: boolean;
  /** One of the signed-in player's picks. */
  mine: boolean;
}) {
  const flashRef = useFlash<HTMLTableRowElement>(change.flash);
  return (
    <tr
      ref={flashRef}
      className={cn('flash-row border-t border-border', mine && 'bg-accent-soft/60')}
      data-testid="result-row"
      data-entry-id={entry.id}
      data-mine={mine || undefined}
    >
      <td className="px-3 py-3 text-left font-semibold tabular-nums">
        <span className="inline-flex items-center gap-1">
          {entry.positionLabel}
          {change.moved === 'up' && (
            <ArrowUp className="size-3.5 text-success" aria-label="moved up" />
          )}
          {change.moved === 'down' && (
            <ArrowDown className="size-3.5 text-destructive-text" aria-label="moved down" />
          )}
        </span>
      </td>
      {/* The competitor takes the room the numbers leave and is cut short there: a long name
          never pushes the points out of a phone's card. */}
      <td className="w-full max-w-0 px-2 py-3">
        <Link
          to={`/competitor/${entry.athleteId}/${entry.horseId}/${entry.competitionId}`}
          className="group flex min-w-0 items-center gap-2"
        >
          <Flag code={entry.athlete.nationality} size="sm" />
          <span className="min-w-0">
            <span className="flex min-w-0 items-center gap-1 font-medium">
              <span className="truncate group-hover:underline">{entry.athlete.name}</span>
              {mine && (
                <Star
                  className="size-3.5 shrink-0 fill-accent text-accent-text"
                  aria-label="Your pick"
                  role="img"
                />
              )}
            </span>
            <span className="block truncate text-xs text-muted-foreground">{entry.horse.name}</span>
          </span>
        </Link>
      </td>
      <td className={NUMERIC_SM} data-testid="dressage">
        {dressageCell(entry, drAsPercentage)}
      </td>
      <td className={NUMERIC_SM}>{phaseCell(entry.sj_status, entry.sj_score)}</td>
      <td className={NUMERIC_MD}>{phaseCell(entry.xc_status, entry.xcj_score)}</td>
      <td className={NUMERIC_MD}>{phaseCell(entry.xc_status, entry.xct_score)}</td>
      <td className={NUMERIC_BOLD} data-testid="total-score">
        {hasAnyResult(entry) ? entry.totalScoreDisplay : '–'}
      </td>
      <td className={NUMERIC_POINTS} data-testid="total-points">
        {oneDecimal(entry.total_pts)}
      </td>
    </tr>
  );
});

const FIRST_ROWS = 15;
const ROWS_PER_RENDER = 15;

export function ResultsTable({
  entries,
  changes,
  drAsPercentage,
  myPicks = null,
}: {
  entries: readonly CompetitionEntry[];
  changes: ReadonlyMap<number, RowChange>;
  /** The entry ids of the signed-in player's picks, marked in the table. */
  myPicks?: ReadonlySet<number> | null;
  /** The competition's DR Display mode: dressage as the judges' percentage. */
  drAsPercentage: boolean;
}) {
  const header = 'px-2 py-2.5 text-right font-semibold';
  // The first rows of a phone's screen with the page (and its hydration), the rest after it in
  // background renders: a field of 60 or more rows is no longer one long task.
  const drawn = useDrawnCount(entries.length, FIRST_ROWS, ROWS_PER_RENDER);
  const shown = drawn >= entries.length ? entries : entries.slice(0, drawn);
  return (
    <div className="overflow-x-auto rounded-card border border-border bg-surface shadow-card">
      <table className="w-full text-sm">
        <caption className="sr-only">
          Results: position, competitor, phase scores, total penalties and points
        </caption>
        <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2.5 text-left font-semibold">
              Pos
            </th>
            <th scope="col" className="px-2 py-2.5 text-left font-semibold">
              Competitor
            </th>
            <th scope="col" className={cn(header, 'hidden sm:table-cell')}>
              {drAsPercentage ? (
                <abbr title="Dressage percentage (100 − penalties)">DR %</abbr>
              ) : (
                <abbr title="Dressage penalties">DR</abbr>
              )}
            </th>
            <th scope="col" className={cn(header, 'hidden sm:table-cell')}>
              <abbr title="Show jumping penalties">SJ</abbr>
            </th>
            <th scope="col" className={cn(header, 'hidden md:table-cell')}>
              <abbr title="Cross-country jump penalties">XCJ</abbr>
            </th>
            <th scope="col" className={cn(header, 'hidden md:table-cell')}>
              <abbr title="Cross-country time penalties">XCT</abbr>
            </th>
            <th scope="col" className={header}>
              Total
            </th>
            <th scope="col" className={cn(header, 'pr-3')}>
              Pts
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((entry) => (
            <ResultRow
              key={entry.id}
              entry={entry}
              change={changes.get(entry.id) ?? NO_CHANGE}
              drAsPercentage={drAsPercentage}
              mine={myPicks?.has(entry.id) ?? false}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
