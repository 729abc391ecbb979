import { useForm, useWatch } from 'react-hook-form';
import type { League } from '@contract/leagues';
import { LEAGUE_LIMITS, LEAGUE_MESSAGES } from '@contract/league-rules';
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
import { errorProps, Field } from '@/components/ui/field';
import { createFailureMessage } from '@/lib/league-messages';
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

type Values = { name: string; description: string };

function LeagueForm({ league, onDone }: { league: League | null; onDone: () => void }) {
  const form = useForm<Values>({
    defaultValues: { name: league?.name ?? '', description: league?.description ?? '' },
    mode: 'onTouched',
  });
  const nameError = form.formState.errors.name?.message;
  const create = useCreateLeague();
  const update = useUpdateLeague();
  const trimmedName = useWatch({ control: form.control, name: 'name' }).trim();
  const pending = create.isPending || update.isPending;

  const submit = (values: Values) => {
    const name = values.name.trim();
    const description = values.description.trim();
    const input = description ? { name, description } : { name };
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
      onError: (error) => toast({ title: createFailureMessage(error), variant: 'destructive' }),
    });
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{league ? 'Edit League' : 'Create League'}</DialogTitle>
        <DialogDescription>
          {league
            ? 'Change the name or description of your league.'
            : 'Start a private league and invite friends with its code.'}
        </DialogDescription>
      </DialogHeader>
      <Field id="league-name" label="League name" error={nameError}>
        <Input
          id="league-name"
          maxLength={LEAGUE_LIMITS.name}
          required
          autoComplete="off"
          {...form.register('name', {
            validate: (value) => value.trim() !== '' || LEAGUE_MESSAGES.nameRequired,
          })}
          {...errorProps('league-name', nameError)}
        />
      </Field>
      <div className="grid gap-2">
        <Label htmlFor="league-description">Description (optional)</Label>
        <Textarea
          id="league-description"
          maxLength={LEAGUE_LIMITS.description}
          rows={3}
          {...form.register('description')}
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
