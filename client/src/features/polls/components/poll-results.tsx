import { Check } from 'lucide-react';
import type { Poll } from '@contract/polls';
import { cn } from '@/lib/cn';

export function votePercent(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}

/** Result bars with counts and percentages; the user's own choice is marked in words too. */
export function PollResults({ poll, userVote }: { poll: Poll; userVote: number | null }) {
  return (
    <ul className="space-y-3" aria-label="Poll results">
      {poll.options.map((option) => {
        const percent = votePercent(option.voteCount, poll.totalVotes);
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
