import { LogOut, Pencil, Trash2, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { League } from '@contract/leagues';
import { Button, buttonClasses } from '@/components/ui/button';
import { ordinal } from '@/lib/ordinal';
import { ShareInviteButton } from './share-invite-button';

export interface LeagueCardProps {
  league: League;
  isCreator: boolean;
  onEdit: (league: League) => void;
  onDelete: (league: League) => void;
  onLeave: (league: League) => void;
}

/** One of the player's leagues: rank, members, join code, View League, share the invite, leave. */
export function LeagueCard({ league, isCreator, onEdit, onDelete, onLeave }: LeagueCardProps) {
  const rank = ordinal(league.userRank);
  return (
    <li
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card"
      aria-label={league.name}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 flex-col items-center justify-center rounded-xl bg-accent-soft text-accent-text">
          <Trophy className="size-4" aria-hidden />
          <span className="text-xs font-bold tabular-nums" data-testid="league-rank">
            {rank}
          </span>
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">{league.name}</h3>
          {league.description && (
            <p className="line-clamp-2 text-sm text-muted-foreground">{league.description}</p>
          )}
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1 tabular-nums">
              <Users className="size-3.5" aria-hidden />
              {league.memberCount} {league.memberCount === 1 ? 'member' : 'members'}
            </span>
            <span>
              Rank <span className="font-semibold text-foreground">{rank}</span>
            </span>
            <span>
              Code{' '}
              <span className="font-mono font-semibold tracking-wider text-foreground">
                {league.joinCode}
              </span>
            </span>
          </p>
        </div>
        {isCreator && (
          <div className="flex shrink-0 gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Edit ${league.name}`}
              onClick={() => onEdit(league)}
            >
              <Pencil className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${league.name}`}
              onClick={() => onDelete(league)}
            >
              <Trash2 className="size-4 text-destructive" aria-hidden />
            </Button>
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={`/league/${league.id}`} className={buttonClasses('primary', 'sm')}>
          View League
        </Link>
        <ShareInviteButton league={league} />
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          onClick={() => onLeave(league)}
          aria-label={`Leave ${league.name}`}
        >
          <LogOut className="size-4" aria-hidden />
          Leave
        </Button>
      </div>
    </li>
  );
}
