import { Globe, Trophy } from 'lucide-react';
import type { MySeason } from '@contract/fantasy';
import { formatTenths } from '@contract/scoring';
import { Flag } from '@/components/ui/flag';
import { useNationName } from '@/api/get-nation-name';
import { ordinal } from '@/lib/ordinal';

const points = (value: number) => formatTenths(Math.round(value * 10));

function RankTile({
  label,
  icon,
  rank,
  players,
  testId,
}: {
  label: string;
  icon: React.ReactNode;
  rank: number | null;
  players: number;
  testId: string;
}) {
  return (
    <div className="min-w-0 rounded-xl bg-white/10 px-4 py-3" data-testid={testId}>
      <p className="flex items-center gap-1.5 truncate text-xs font-semibold tracking-wide text-white/80 uppercase">
        {icon}
        <span className="truncate">{label}</span>
      </p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{ordinal(rank)}</p>
      <p className="text-xs text-white/80 tabular-nums">
        {rank === null ? 'No points this season yet' : `of ${players} players`}
      </p>
    </div>
  );
}

/** The season at a glance: total points, and the player's overall and country ranks. */
export function SeasonSummary({ data }: { data: MySeason }) {
  const { season } = data;
  const nation = useNationName(season.country?.code);
  return (
    <section
      aria-labelledby="season-summary-title"
      className="rounded-card bg-gradient-to-br from-hero-from to-hero-to p-5 text-white shadow-card sm:p-6"
    >
      <h2
        id="season-summary-title"
        className="text-xs font-semibold tracking-[0.2em] text-white/80 uppercase"
      >
        Season {data.year}
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="col-span-2 min-w-0 sm:col-span-1" data-testid="season-total">
          <p className="text-sm text-white/80">Total points</p>
          <p className="text-4xl font-bold tabular-nums">{points(season.totalPoints)}</p>
          <p className="text-xs text-white/80 tabular-nums">
            {data.teams.length} {data.teams.length === 1 ? 'team' : 'teams'} entered
          </p>
        </div>
        <RankTile
          label="Overall"
          icon={<Globe className="size-3.5 shrink-0" aria-hidden />}
          rank={season.overall.rank}
          players={season.overall.players}
          testId="season-overall-rank"
        />
        {season.country ? (
          <RankTile
            label={nation ?? season.country.code}
            icon={<Flag code={season.country.code} size="sm" />}
            rank={season.country.rank}
            players={season.country.players}
            testId="season-country-rank"
          />
        ) : (
          <div className="flex min-w-0 items-center gap-2 rounded-xl bg-white/10 px-4 py-3 text-sm text-white/80">
            <Trophy className="size-4 shrink-0" aria-hidden />
            No country league: your account has no nationality.
          </div>
        )}
      </div>
    </section>
  );
}
