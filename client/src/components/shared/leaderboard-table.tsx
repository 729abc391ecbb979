import type { Leaderboard, LeaderboardRow, MovementSince } from '@contract/leaderboards';
import { formatTenths } from '@contract/scoring';
import { Flag } from '@/components/ui/flag';
import { cn } from '@/lib/cn';
import { useChangeAnnouncement } from '@/lib/live/use-change-announcement';
import { groupThousands, sinceText } from '@/lib/movement';
import { RankMovement } from './rank-movement';

const points = (value: number) => formatTenths(Math.round(value * 10));

export interface LeaderboardTableProps {
  leaderboard: Leaderboard;
  /** Opens a player's team; rows become buttons when given. */
  onOpenRow?: (row: LeaderboardRow) => void;
  caption: string;
}

/**
 * Top rows in competition ranking with each rank's movement since the last phase end, then the
 * player's own row when it sits outside them.
 */
export function LeaderboardTable({ leaderboard, onOpenRow, caption }: LeaderboardTableProps) {
  const { rows, me, since } = leaderboard;
  const meOutside = me !== null && !rows.some((row) => row.userId === me.userId);
  const after = sinceText(since);
  // Read out when the player's own rank moves while the board is open (a live competition).
  const announcement = useChangeAnnouncement(
    me?.rank,
    (rank) => `Your rank is now ${groupThousands(rank)} of ${groupThousands(leaderboard.players)}.`,
    JSON.stringify([leaderboard.scope, leaderboard.country]),
  );
  return (
    <div className="space-y-1">
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {after && (
        <p className="text-xs text-muted-foreground" data-testid="movement-since">
          Movement since {after}
        </p>
      )}
      <table className="w-full border-separate border-spacing-y-1.5 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-left text-xs tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="w-20 px-3 py-1 font-medium">
              Rank
            </th>
            <th scope="col" className="px-3 py-1 font-medium">
              Player
            </th>
            <th scope="col" className="px-3 py-1 text-right font-medium">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row
              key={row.teamId ?? row.userId}
              row={row}
              since={since}
              mine={row.userId === me?.userId}
              onOpen={onOpenRow}
            />
          ))}
          {meOutside && (
            <>
              <tr aria-hidden>
                <td colSpan={3} className="px-3 text-center text-muted-foreground">
                  ⋯
                </td>
              </tr>
              <Row row={me} since={since} mine onOpen={onOpenRow} />
            </>
          )}
        </tbody>
      </table>
    </div>
  );
}

function Row({
  row,
  since,
  mine,
  onOpen,
}: {
  row: LeaderboardRow;
  since: MovementSince;
  mine: boolean;
  onOpen: ((row: LeaderboardRow) => void) | undefined;
}) {
  const cell = cn('px-3 py-2.5', mine ? 'bg-accent-soft' : 'bg-muted/60');
  const podium = row.rank <= 3;
  return (
    <tr
      data-testid="leaderboard-row"
      data-mine={mine || undefined}
      className={cn(onOpen && 'cursor-pointer hover:[&>td]:bg-primary-soft')}
      onClick={onOpen ? () => onOpen(row) : undefined}
    >
      <td className={cn(cell, 'rounded-l-xl')}>
        <span className="flex flex-col items-start gap-0.5">
          <span
            className={cn(
              'inline-flex h-8 min-w-8 items-center justify-center rounded-full px-1.5 font-bold tabular-nums',
              podium ? 'bg-accent text-accent-foreground' : 'bg-surface text-foreground',
            )}
          >
            {groupThousands(row.rank)}
          </span>
          <RankMovement movement={row.movement} since={since} />
        </span>
      </td>
      <td className={cell}>
        {onOpen ? (
          <button
            type="button"
            className="flex items-center gap-2 text-left font-semibold hover:underline"
            onClick={(event) => {
              event.stopPropagation();
              onOpen(row);
            }}
          >
            <Flag code={row.userNationality} size="sm" />
            <span>{row.userName}</span>
          </button>
        ) : (
          <span className="flex items-center gap-2 font-semibold">
            <Flag code={row.userNationality} size="sm" />
            {row.userName}
          </span>
        )}
        <span className="block text-xs text-muted-foreground">
          {row.teamName}
          {mine && <span className="font-semibold text-accent-text"> (you)</span>}
        </span>
      </td>
      <td className={cn(cell, 'rounded-r-xl text-right font-bold tabular-nums')}>
        {points(row.totalPoints)}
      </td>
    </tr>
  );
}
