import type { Leaderboard, LeaderboardRow } from '@contract/leaderboards';
import { formatTenths } from '@contract/scoring';
import { Flag } from '@/components/ui/flag';
import { cn } from '@/lib/cn';

const points = (value: number) => formatTenths(Math.round(value * 10));

export interface LeaderboardTableProps {
  leaderboard: Leaderboard;
  /** Opens a player's team; rows become buttons when given. */
  onOpenRow?: (row: LeaderboardRow) => void;
  caption: string;
}

/** Top rows in competition ranking, then the player's own row when it sits outside them. */
export function LeaderboardTable({ leaderboard, onOpenRow, caption }: LeaderboardTableProps) {
  const { rows, me } = leaderboard;
  const meOutside = me !== null && !rows.some((row) => row.userId === me.userId);
  return (
    <table className="w-full border-separate border-spacing-y-1.5 text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-xs tracking-wide text-muted-foreground uppercase">
          <th scope="col" className="w-14 px-3 py-1 font-medium">
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
            <Row row={me} mine onOpen={onOpenRow} />
          </>
        )}
      </tbody>
    </table>
  );
}

function Row({
  row,
  mine,
  onOpen,
}: {
  row: LeaderboardRow;
  mine: boolean;
  onOpen: ((row: LeaderboardRow) => void) | undefined;
}) {
  const cell = cn('px-3 py-2.5', mine ? 'bg-accent-soft' : 'bg-muted/60');
  const podium = row.rank <= 3;
  return (
    <tr
      data-testid="leaderboard-row"
      className={cn(onOpen && 'cursor-pointer hover:[&>td]:bg-primary-soft')}
      onClick={onOpen ? () => onOpen(row) : undefined}
    >
      <td className={cn(cell, 'rounded-l-xl')}>
        <span
          className={cn(
            'inline-flex size-8 items-center justify-center rounded-full font-bold tabular-nums',
            podium ? 'bg-accent text-accent-foreground' : 'bg-surface text-foreground',
          )}
        >
          {row.rank}
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
