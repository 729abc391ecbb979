import { Check } from 'lucide-react';
import type { Poll } from '@contract/polls';
import { cn } from '@/lib/cn';

/**
 * Whole percentages of the votes that always add up to 100 (largest remainder): each option gets
 * its share rounded down, then the points left go to the largest remainders, a tie to the option
 * with more votes, then to the one listed first. Integer arithmetic only. No votes: all 0.
 */
export function votePercents(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const shares = counts.map((count, index) => ({
    index,
    count,
    floor: Math.floor((count * 100) / total),
    remainder: (count * 100) % total,
  }));
  let left = 100 - shares.reduce((sum, share) => sum + share.floor, 0);
  const percents = shares.map((share) => share.floor);
  for (const share of [...shares].sort(
    (a, b) => b.remainder - a.remainder || b.count - a.count || a.index - b.index,
  )) {
    if (left === 0) break;
    percents[share.index] = share.floor + 1;
    left -= 1;
  }
  return percents;
}

/** Result bars with counts and percentages; the user's own choice is marked in words too. */
export function PollResults({ poll, userVote }: { poll: Poll; userVote: number | null }) {
  const percents = votePercents(poll.options.map((option) => option.voteCount));
  return (
    <ul className="space-y-3" aria-label="Poll results">
      {poll.options.map((option, index) => {
        const percent = percents[index] ?? 0;
        const mine = option.id === userVote;
        return (
          <li key={option.id} className="space-y-1.5" data-testid="poll-result">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className={cn('font-medium', mine && 'text-primary')}>
                {option.optionText}
                {mine && (
                  <span className="ml-2 inline-flex items-center gap-1 text-xs font-semibold">
                    <Check className="size-3.5" aria-hidden /> Your vote
                  </span>
                )}
              </span>
              <span className="shrink-0 text-muted-foreground tabular-nums">
                {option.voteCount} {option.voteCount === 1 ? 'vote' : 'votes'} · {percent}%
              </span>
            </div>
            <div className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden>
              <div
                className={cn(
                  'h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none',
                  mine ? 'bg-primary' : 'bg-accent',
                )}
                style={{ width: `${percent}%` }}
              />
            </div>
          </li>
        );
      })}
      <li className="pt-1 text-xs text-muted-foreground tabular-nums">
        {poll.totalVotes} {poll.totalVotes === 1 ? 'vote' : 'votes'} in total
      </li>
    </ul>
  );
}
