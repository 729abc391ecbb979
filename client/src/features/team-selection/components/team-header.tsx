import { Pencil, Save } from 'lucide-react';
import { formatTenths } from '@contract/scoring';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface TeamHeaderProps {
  competitionName: string;
  message: string;
  count: number;
  remainingTenths: number;
  /** 'edit' shows Edit Team (saved and unchanged); 'save' shows Save Team; null hides the button. */
  action: 'edit' | 'save' | null;
  saving: boolean;
  canSave: boolean;
  onSave: () => void;
  onEdit: () => void;
}

/** Stays in view while scrolling: the competition, the progress line and the budget left. */
export function TeamHeader({
  competitionName,
  message,
  count,
  remainingTenths,
  action,
  saving,
  canSave,
  onSave,
  onEdit,
}: TeamHeaderProps) {
  return (
    <div className="sticky top-16 z-30 -mx-4 border-b border-border bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {/* On a phone the name and progress take the first row, picks and budget the second. */}
        <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
          <h1 className="truncate text-xl font-bold tracking-tight sm:text-2xl">
            {competitionName}
          </h1>
          <p className="text-sm text-muted-foreground" role="status" data-testid="team-progress">
            {message}
          </p>
        </div>
        <div className="flex w-full items-center gap-4 sm:w-auto">
          <div className="sm:text-right">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              Picks
            </p>
            <p className="text-lg font-bold tabular-nums">{count}/5</p>
          </div>
          <div className="sm:text-right">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              Budget left
            </p>
            <p
              className={cn(
                'text-lg font-bold tabular-nums',
                remainingTenths < 0 && 'text-destructive-text',
              )}
              data-testid="remaining-budget"
            >
              {formatTenths(remainingTenths)}m
            </p>
          </div>
          {action === 'edit' && (
            <Button variant="outline" className="ml-auto sm:ml-0" onClick={onEdit}>
              <Pencil aria-hidden /> Edit Team
            </Button>
          )}
          {action === 'save' && (
            <Button
              className="ml-auto sm:ml-0"
              onClick={onSave}
              loading={saving}
              disabled={!canSave || saving}
            >
              {!saving && <Save aria-hidden />} Save Team
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
