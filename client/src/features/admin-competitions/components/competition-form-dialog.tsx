import { useState, type ReactNode } from 'react';
import { COMPETITION_STATUSES, SCORERS, type AdminCompetition } from '@contract/admin-competitions';
import { LEVELS, SCRAPE_INTERVAL_MINUTES } from '@contract/constants';
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { isApiError } from '@/lib/api';
import { useCreateCompetition, useUpdateCompetition } from '../api/save-competition';
import { updateScrapingSettings } from '../api/scraping';
import { useVenues } from '../api/get-venues';
import {
  emptyForm,
  formFromCompetition,
  NO_SCORER,
  NO_VENUE,
  toInput,
  validateForm,
  withIsLive,
  withStatus,
  type CompetitionFormState,
  type FormErrors,
} from '../lib/competition-form';

const statusLabels: Record<(typeof COMPETITION_STATUSES)[number], string> = {
  pending: 'Pending',
  open: 'Open',
  live: 'Live',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

function Field({
  id,
  label,
  error,
  children,
  hint,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && <p className="text-xs text-muted-foreground">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive-text">
          {error}
        </p>
      )}
    </div>
  );
}

function fieldOf(error: unknown): keyof CompetitionFormState | undefined {
  if (!isApiError(error)) return undefined;
  const body = error.body;
  if (typeof body === 'object' && body !== null && 'field' in body) {
    const field = body.field;
    if (typeof field === 'string') return field as keyof CompetitionFormState;
  }
  return undefined;
}

export interface CompetitionFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The competition to edit; absent to create one. */
  competition?: AdminCompetition | undefined;
}

/** Create or edit a competition with the fields of 001 §2; edit also sends the scraping settings. */
export function CompetitionFormDialog({
  open,
  onOpenChange,
  competition,
}: CompetitionFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {open && <CompetitionForm competition={competition} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CompetitionForm({
  competition,
  onDone,
}: {
  competition: AdminCompetition | undefined;
  onDone: () => void;
}) {
  const [state, setState] = useState<CompetitionFormState>(() =>
    competition ? formFromCompetition(competition) : emptyForm(),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const venues = useVenues();
  const create = useCreateCompetition();
  const update = useUpdateCompetition();
  const saving = create.isPending || update.isPending;
  const editing = competition !== undefined;

  const set = <K extends keyof CompetitionFormState>(key: K, value: CompetitionFormState[K]) =>
    setState((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const found = validateForm(state);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = toInput(state);
    try {
      if (competition) {
        await update.mutateAsync({ id: competition.id, input });
      } else {
        await create.mutateAsync(input);
      }
    } catch (error) {
      const field = fieldOf(error);
      if (field && error instanceof Error) setErrors({ [field]: error.message });
      toast({
        title: editing ? 'Failed to update competition' : 'Failed to create competition',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
      return;
    }
    if (competition) {
      try {
        await updateScrapingSettings(competition.id, {
          scorer: input.scorer ?? null,
          scoringUrl: input.scoringUrl ?? null,
          scrapingEnabled: input.scrapingEnabled ?? false,
        });
      } catch (error) {
        toast({
          title: 'Failed to update scraping settings',
          description: error instanceof Error ? error.message : undefined,
          variant: 'destructive',
        });
        return;
      }
    }
    toast({
      title: editing ? 'Competition updated' : 'Competition created',
      variant: 'success',
    });
    onDone();
  };

  const invalid = (key: keyof CompetitionFormState) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `cf-${key}-error` } : {};

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogHeader>
        <DialogTitle>{editing ? 'Edit Competition' : 'Create Competition'}</DialogTitle>
        <DialogDescription>
          Name, dates and the team-selection deadline are required.
        </DialogDescription>
      </DialogHeader>

      <Field id="cf-name" label="Name" error={errors.name}>
        <Input
          id="cf-name"
          value={state.name}
          onChange={(e) => set('name', e.target.value)}
          {...invalid('name')}
        />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="cf-venue" label="Venue" error={errors.venueId}>
          <Select value={state.venueId} onValueChange={(value) => set('venueId', value)}>
            <SelectTrigger id="cf-venue" aria-label="Venue">
              <SelectValue placeholder={venues.isPending ? 'Loading venues…' : 'Choose a venue'} />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_VENUE}>No venue</SelectItem>
              {venues.data?.map((venue) => (
                <SelectItem key={venue.id} value={String(venue.id)}>
                  {venue.name}
                  {venue.country ? ` (${venue.country})` : ''}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <Field id="cf-level" label="Level" error={errors.level}>
          <Select value={state.level} onValueChange={(value) => set('level', value)}>
            <SelectTrigger id="cf-level" aria-label="Level">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LEVELS.map((level) => (
                <SelectItem key={level} value={level}>
                  {level}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="cf-startDate" label="Start date" error={errors.startDate}>
          <Input
            id="cf-startDate"
            type="date"
            value={state.startDate}
            onChange={(e) => set('startDate', e.target.value)}
            {...invalid('startDate')}
          />
        </Field>
        <Field id="cf-endDate" label="End date" error={errors.endDate}>
          <Input
            id="cf-endDate"
            type="date"
            value={state.endDate}
            onChange={(e) => set('endDate', e.target.value)}
            {...invalid('endDate')}
          />
        </Field>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="cf-deadline"
          label="Deadline"
          error={errors.deadline}
          hint="Team selection closes"
        >
          <Input
            id="cf-deadline"
            type="datetime-local"
            value={state.deadline}
            onChange={(e) => set('deadline', e.target.value)}
            {...invalid('deadline')}
          />
        </Field>
        <Field id="cf-status" label="Status" error={errors.status}>
          <Select
            value={state.status}
            onValueChange={(value) =>
              setState((current) => withStatus(current, value as CompetitionFormState['status']))
            }
          >
            <SelectTrigger id="cf-status" aria-label="Status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {COMPETITION_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {statusLabels[status]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      </div>

      <div className="flex items-center justify-between gap-3 rounded-xl border border-border px-3.5 py-2.5">
        <Label htmlFor="cf-isLive">Live now (isLive)</Label>
        <Switch
          id="cf-isLive"
          checked={state.isLive}
          onCheckedChange={(checked) => setState((current) => withIsLive(current, checked))}
        />
      </div>

      <Field id="cf-description" label="Description" error={errors.description}>
        <Textarea
          id="cf-description"
          rows={3}
          value={state.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>

      <fieldset className="grid gap-4 rounded-xl border border-border p-4">
        <legend className="px-1 text-sm font-semibold">Live results scraping</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="cf-scorer" label="Scorer" error={errors.scorer}>
            <Select value={state.scorer} onValueChange={(value) => set('scorer', value)}>
              <SelectTrigger id="cf-scorer" aria-label="Scorer">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_SCORER}>None</SelectItem>
                {SCORERS.map((scorer) => (
                  <SelectItem key={scorer} value={scorer}>
                    {scorer}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field id="cf-scoringUrl" label="Scoring URL" error={errors.scoringUrl}>
            <Input
              id="cf-scoringUrl"
              type="url"
              inputMode="url"
              placeholder="https://www.eventingscores.co.uk/…"
              value={state.scoringUrl}
              onChange={(e) => set('scoringUrl', e.target.value)}
              {...invalid('scoringUrl')}
            />
          </Field>
        </div>
        <div className="flex items-start justify-between gap-3">
          <div className="grid gap-1">
            <Label htmlFor="cf-scrapingEnabled">Automatic scraping</Label>
            <p className="text-xs text-muted-foreground">
              Automatic scraping runs every {SCRAPE_INTERVAL_MINUTES} minutes while enabled.
            </p>
            {errors.scrapingEnabled && (
              <p className="text-xs font-medium text-destructive-text">{errors.scrapingEnabled}</p>
            )}
          </div>
          <Switch
            id="cf-scrapingEnabled"
            checked={state.scrapingEnabled}
            onCheckedChange={(checked) => set('scrapingEnabled', checked)}
          />
        </div>
      </fieldset>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {editing ? 'Save Changes' : 'Create Competition'}
        </Button>
      </DialogFooter>
    </form>
  );
}
