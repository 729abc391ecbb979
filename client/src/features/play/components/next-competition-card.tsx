import { Radio } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { isCompetitionLive, isSelectionOpen } from '@contract/competition-live';
import type { Competition } from '@contract/competitions';
import { formatTenths } from '@contract/scoring';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Countdown } from '@/components/ui/countdown';
import { Flag } from '@/components/ui/flag';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/api/get-user';
import { myTeamKey, useMyTeam } from '@/api/get-my-team';
import { useLiveRefresh } from '@/lib/live/use-live-refresh';
import { useStreamsDown } from '@/lib/live/use-streams-down';
import { NotLiveNote } from '@/components/shared/not-live-note';
import { useReached } from '@/lib/use-reached';
import { myStandingKey } from '../api/get-my-standing';
import { LiveTeamSummary } from './live-team-summary';

const tenths = (value: number) => formatTenths(Math.round(value * 10));

/**
 * A competition on the dashboard: the live one (closed selections, live results) or the next one
 * whose deadline is still ahead (countdown, the saved team, Select or Edit Team).
 */
export function NextCompetitionCard({ competition }: { competition: Competition }) {
  const titleId = useId();
  const { user } = useUser();
  const team = useMyTeam(competition.id, { enabled: user !== null });
  // Only the countdown ticks; the card changes by itself once, at the deadline.
  const deadlinePassed = useReached(competition.deadline);
  const live = isCompetitionLive(competition);
  const selectionOpen = isSelectionOpen(
    competition,
    deadlinePassed ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY,
  );
  const picks = team.data?.selections.slice(0, 5) ?? [];
  // A live team's points and rank follow the competition's scores (decision 068).
  const followed = live && team.data ? [competition.id] : [];
  useLiveRefresh(followed, [myTeamKey(competition.id), myStandingKey(competition.id)]);
  const notLive = useStreamsDown(followed);
  return (
    <section
      aria-labelledby={titleId}
      data-testid={live ? 'live-competition-card' : 'next-competition-card'}
      className="overflow-hidden rounded-card bg-gradient-to-br from-hero-from to-hero-to p-5 text-white shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-white/75 uppercase">
            {live ? 'Live now' : 'Next competition'}
          </p>
          <h2 id={titleId} className="mt-1 text-2xl font-bold tracking-tight">
            {competition.name}
          </h2>
          {competition.venue && (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-white/80">
              <Flag code={competition.venue.country} size="sm" /> {competition.venue.name}
            </p>
          )}
        </div>
        {live && (
          <Badge variant="live">
            <Radio className="size-3" aria-hidden /> Live
          </Badge>
        )}
      </div>
      {live ? (
        <div className="mt-5 space-y-3">
          <p className="text-lg font-bold">Competition is LIVE</p>
          <p className="text-white/80">Team selections are closed</p>
          {notLive && <NotLiveNote tone="dark" />}
          <Link to={`/results/${competition.id}`} className={buttonClasses('accent')}>
            View Live Results
          </Link>
        </div>
      ) : (
        selectionOpen && (
          <div className="mt-5 space-y-2">
            <p className="text-sm font-medium text-white/80">Team deadline in</p>
            <Countdown target={competition.deadline} tone="dark" />
          </div>
        )
      )}
      <div className="mt-5">
        <h3 className="text-sm font-semibold text-white/80">Your team</h3>
        {user && team.isPending ? (
          <Skeleton className="mt-2 h-20 bg-white/10" />
        ) : picks.length === 0 ? (
          <p className="mt-1 text-sm text-white/80">No team saved yet.</p>
        ) : live && team.data ? (
          <LiveTeamSummary team={team.data} />
        ) : (
          <ul
            className="mt-2 grid grid-cols-1 gap-1.5 sm:grid-cols-2"
            data-testid="saved-team-summary"
          >
            {picks.map((pick) => (
              <li
                key={pick.competitionEntryId}
                className="flex items-center gap-2 rounded-lg bg-white/10 px-3 py-2 text-sm"
              >
                <Flag code={pick.nationality} size="sm" />
                <span className="min-w-0 flex-1 truncate">
                  <span className="font-semibold">{pick.athleteName}</span> · {pick.horseName}
                </span>
                <span className="tabular-nums">{tenths(pick.price)}m</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {!live && selectionOpen && (
        <Link
          to={`/team-selection/${competition.id}`}
          className={`${buttonClasses('accent', 'lg')} mt-5`}
        >
          {team.data ? 'Edit Team' : 'Select Team'}
        </Link>
      )}
    </section>
  );
}
