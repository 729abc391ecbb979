import { CalendarDays, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { isSelectionOpen } from '@contract/competition-live';
import type { MySeasonTeam } from '@contract/fantasy';
import { formatTenths } from '@contract/scoring';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Flag } from '@/components/ui/flag';
import { WithdrawnBadge } from '@/components/shared/withdrawn-badge';
import { RESULTS_LINK_LABELS, resultsStage } from '@/lib/results-stage';
import { ordinal } from '@/lib/ordinal';
import { formatDayMonthYear } from '@/lib/dates';

const tenths = (value: number) => formatTenths(Math.round(value * 10));

/** One competition the player entered: the team, its points, and its rank among the teams. */
export function SeasonTeamCard({ entry, now }: { entry: MySeasonTeam; now: number }) {
  const { competition, team } = entry;
  const stage = resultsStage(competition);
  const open = isSelectionOpen(competition, now);
  return (
    <article
      aria-labelledby={`my-team-${team.id}`}
      data-testid="my-team"
      className="flex min-w-0 flex-col gap-4 rounded-card border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <header className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={`my-team-${team.id}`} className="truncate text-lg font-semibold">
            {competition.name}
          </h3>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            <CalendarDays className="size-3.5" aria-hidden />
            <span className="tabular-nums">{formatDayMonthYear(competition.startDate)}</span>
            <span>· {competition.level}</span>
          </p>
          {competition.venue && (
            <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
              <Flag code={competition.venue.country} size="sm" />
              <span className="truncate">{competition.venue.name}</span>
            </p>
          )}
          <p className="mt-1 truncate text-sm font-medium">{team.teamName}</p>
        </div>
        {stage === 'live' && (
          <Badge variant="live">
            <Radio className="size-3" aria-hidden /> Live
          </Badge>
        )}
        {stage === 'final' && <Badge variant="neutral">Final</Badge>}
      </header>

      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-muted px-3 py-2">
          <dt className="text-xs font-medium text-muted-foreground">Points</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="my-team-points">
            {tenths(team.totalPoints)}
          </dd>
        </div>
        <div className="rounded-xl bg-accent-soft px-3 py-2 text-accent-text">
          <dt className="text-xs font-medium">Rank</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="my-team-rank">
            {entry.rank === null ? '–' : ordinal(entry.rank)}
          </dd>
          <dd className="text-xs tabular-nums">
            {entry.rank === null
              ? `${entry.teams} ${entry.teams === 1 ? 'team' : 'teams'} · ranked from the start`
              : `of ${entry.teams} ${entry.teams === 1 ? 'team' : 'teams'}`}
          </dd>
        </div>
      </dl>

      <ol className="space-y-1.5" aria-label={`Picks of ${team.teamName}`}>
        {team.selections.map((pick) => (
          <li
            key={pick.competitionEntryId}
            className="flex items-center gap-2 rounded-lg bg-muted/60 px-3 py-1.5 text-sm"
          >
            <Flag code={pick.nationality} size="sm" />
            <span className="min-w-0 flex-1 truncate">
              <span className="font-semibold">{pick.athleteName}</span> · {pick.horseName}
            </span>
            {pick.withdrawn && <WithdrawnBadge />}
            <span className="text-muted-foreground tabular-nums">{tenths(pick.price)}m</span>
            <span className="w-12 text-right font-semibold tabular-nums">
              {tenths(pick.points)}
              <span className="sr-only"> points</span>
            </span>
          </li>
        ))}
      </ol>

      <div className="flex flex-wrap gap-2">
        {stage === 'not-started' ? (
          <Link
            to={`/team-selection/${competition.id}`}
            className={buttonClasses(open ? 'primary' : 'outline', 'sm')}
          >
            {open ? 'Edit Team' : 'View Team'}
            <span className="sr-only"> for {competition.name}</span>
          </Link>
        ) : (
          <Link
            to={`/results/${competition.id}`}
            className={buttonClasses(stage === 'live' ? 'destructive' : 'outline', 'sm')}
          >
            {RESULTS_LINK_LABELS[stage]}
            <span className="sr-only"> of {competition.name}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
