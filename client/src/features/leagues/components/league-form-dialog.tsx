import { useState, type FormEvent } from 'react';
import type { League } from '@contract/leagues';
import { LEAGUE_LIMITS } from '@contract/league-rules';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { useCreateLeague, useUpdateLeague } from '../api/save-league';

export interface LeagueFormDialogProps {
  /** The league being edited; null to create one. */
  league: League | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Create or edit a league: a name (required, trimmed) and an optional description. */
export function LeagueFormDialog({ league, open, onOpenChange }: LeagueFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open && (
          <LeagueForm
            key={league?.id ?? 'new'}
            league={league}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function LeagueForm({ league, onDone }: { league: League | null; onDone: () => void }) {
  const [name, setName] = useState(league?.name ?? '');
  const [description, setDescription] = useState(league?.description ?? '');
  const create = useCreateLeague();
  const update = useUpdateLeague();
  const trimmedName = name.trim();
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmedName === '') return;
    const trimmedDescription = description.trim();
    const input = trimmedDescription
      ? { name: trimmedName, description: trimmedDescription }
      : { name: trimmedName };
    if (league) {
      update.mutate(
        { leagueId: league.id, input },
        {
          onSuccess: () => {
            toast({ title: 'League updated successfully', variant: 'success' });
            onDone();
          },
          onError: () => toast({ title: 'Failed to update league', variant: 'destructive' }),
        },
      );
      return;
    }
    create.mutate(input, {
      onSuccess: () => {
        toast({ title: 'League created successfully!', variant: 'success' });
        onDone();
      },
      onError: () =>
        toast({ title: 'Failed to create league. Please try again.', variant: 'destructive' }),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{league ? 'Edit League' : 'Create League'}</DialogTitle>
        <DialogDescription>
          {league
            ? 'Change the name or description of your league.'
            : 'Start a private league and invite friends with its code.'}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="league-name">League name</Label>
        <Input
          id="league-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={LEAGUE_LIMITS.name}
          required
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="league-description">Description (optional)</Label>
        <Textarea
          id="league-description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={LEAGUE_LIMITS.description}
          rows={3}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={trimmedName === ''} loading={pending}>
          {league ? 'Save Changes' : 'Create League'}
        </Button>
      </DialogFooter>
    </form>
  );
}
