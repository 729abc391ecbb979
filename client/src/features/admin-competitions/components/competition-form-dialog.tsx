import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  COMPETITION_STATUSES,
  SCORERS,
  type AdminCompetition,
  type CompetitionValues,
} from '@contract/admin-competitions';
import { LEVELS, SCRAPE_INTERVAL_MINUTES } from '@contract/constants';
import { SCORING_URL_FORMS } from '@contract/scraping';
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
import { OpenUnplayableDialog } from './open-unplayable-dialog';
import { useOpeningCheck } from '../lib/use-opening-check';
import { isApiError } from '@/lib/api';
import { useCreateCompetition, useUpdateCompetition } from '../api/save-competition';
import { updateScrapingSettings } from '../api/scraping';
import { useVenues } from '../api/get-venues';
import {
  competitionFormSchema,
  emptyForm,
  formFromCompetition,
  NO_SCORER,
  NO_VENUE,
  withIsLive,
  withStatus,
  type CompetitionFormState,
} from '../lib/competition-form';
import { COMPETITION_STATUS_LABELS } from '../lib/competition-status';

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
      {hint && !error && <p className="text-xs wrap-anywhere text-muted-foreground">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium wrap-anywhere text-destructive-text">
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

/** Create or edit a competition (docs/rules.md#admin); editing also sends the scraping settings. */
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
  const form = useForm<CompetitionFormState, unknown, CompetitionValues>({
    resolver: zodResolver(competitionFormSchema),
    defaultValues: competition ? formFromCompetition(competition) : emptyForm(),
  });
  const state = useWatch({ control: form.control });
  /** A stored scorer that is not offered: shown as it is until the operator picks another. */
  const unoffered =
    state.scorer && state.scorer !== NO_SCORER && !SCORERS.some((s) => s === state.scorer)
      ? state.scorer
      : null;
  const { errors } = form.formState;
  const venues = useVenues();
  const create = useCreateCompetition();
  const update = useUpdateCompetition();
  const saving = create.isPending || update.isPending;
  const editing = competition !== undefined;

  const set = <K extends keyof CompetitionFormState>(key: K, value: CompetitionFormState[K]) =>
    form.setValue(key, value as never, { shouldValidate: form.formState.isSubmitted });
  /** Status and the live switch move together. */
  const setLinked = (next: CompetitionFormState) => {
    set('status', next.status);
    set('isLive', next.isLive);
  };

  const openingCheck = useOpeningCheck(competition);
  const [unplayable, setUnplayable] = useState<{
    input: CompetitionValues;
    reasons: string[];
  } | null>(null);

  const submit = async (input: CompetitionValues, confirmed = false) => {
    const reasons = confirmed ? null : openingCheck.before(input.status);
    if (reasons) {
      setUnplayable({ input, reasons });
      return;
    }
    try {
      if (competition) {
        await update.mutateAsync({
          id: competition.id,
          input: confirmed ? { ...input, confirmUnplayable: true } : input,
        });
      } else {
        await create.mutateAsync(input);
      }
    } catch (error) {
      const refused = confirmed ? null : openingCheck.after(input.status, error);
      if (refused) {
        setUnplayable({ input, reasons: refused });
        return;
      }
      const field = fieldOf(error);
      if (field && error instanceof Error) form.setError(field, { message: error.message });
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
          scoringUrl: input.scoringUrl,
          scrapingEnabled: input.scrapingEnabled,
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
      onSubmit={(event) => void form.handleSubmit((input) => submit(input))(event)}
    >
      <DialogHeader>
        <DialogTitle>{editing ? 'Edit Competition' : 'Create Competition'}</DialogTitle>
        <DialogDescription>
          Name, dates and the team-selection deadline are required.
        </DialogDescription>
      </DialogHeader>

      <Field id="cf-name" label="Name" error={errors.name?.message}>
        <Input id="cf-name" {...form.register('name')} {...invalid('name')} />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="cf-venue" label="Venue" error={errors.venueId?.message}>
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
        <Field id="cf-level" label="Level" error={errors.level?.message}>
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
        <Field id="cf-startDate" label="Start date" error={errors.startDate?.message}>
          <Input
            id="cf-startDate"
            type="date"
            {...form.register('startDate')}
            {...invalid('startDate')}
          />
        </Field>
        <Field id="cf-endDate" label="End date" error={errors.endDate?.message}>
          <Input
            id="cf-endDate"
            type="date"
            {...form.register('endDate')}
            {...invalid('endDate')}
          />
        </Field>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="cf-deadline"
          label="Deadline (UTC)"
          error={errors.deadline?.message}
          hint="Team selection closes, in UTC as every page shows it; on or before the start date"
        >
          <Input
            id="cf-deadline"
            type="datetime-local"
            {...form.register('deadline')}
            {...invalid('deadline')}
          />
        </Field>
        <Field id="cf-status" label="Status" error={errors.status?.message}>
          <Select
            value={state.status}
            onValueChange={(value) =>
              setLinked(withStatus(form.getValues(), value as CompetitionFormState['status']))
            }
          >
            <SelectTrigger id="cf-status" aria-label="Status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {COMPETITION_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {COMPETITION_STATUS_LABELS[status]}
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
          onCheckedChange={(checked) => setLinked(withIsLive(form.getValues(), checked))}
        />
      </div>

      <Field id="cf-description" label="Description" error={errors.description?.message}>
        <Textarea id="cf-description" rows={3} {...form.register('description')} />
      </Field>

      <fieldset className="grid gap-4 rounded-xl border border-border p-4">
        <legend className="px-1 text-sm font-semibold">Live results scraping</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="cf-scorer" label="Scorer" error={errors.scorer?.message}>
            <Select value={state.scorer} onValueChange={(value) => set('scorer', value)}>
              <SelectTrigger id="cf-scorer" aria-label="Scorer">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_SCORER}>None</SelectItem>
                {unoffered !== null && (
                  <SelectItem value={unoffered}>{unoffered} (not offered)</SelectItem>
                )}
                {SCORERS.map((scorer) => (
                  <SelectItem key={scorer} value={scorer}>
                    {scorer}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field
            id="cf-scoringUrl"
            label="Scoring URL"
            error={errors.scoringUrl?.message}
            hint={`Either ${SCORING_URL_FORMS}.`}
          >
            <Input
              id="cf-scoringUrl"
              type="url"
              inputMode="url"
              placeholder="https://www.eventingscores.co.uk/…"
              {...form.register('scoringUrl')}
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
            {errors.scrapingEnabled?.message && (
              <p className="text-xs font-medium wrap-anywhere text-destructive-text">
                {errors.scrapingEnabled.message}
              </p>
            )}
          </div>
          <Switch
            id="cf-scrapingEnabled"
            checked={state.scrapingEnabled}
            onCheckedChange={(checked) => set('scrapingEnabled', checked)}
          />
        </div>
      </fieldset>

      <OpenUnplayableDialog
        reasons={unplayable?.reasons ?? null}
        opening={saving}
        onCancel={() => setUnplayable(null)}
        onConfirm={() => {
          const pending = unplayable;
          setUnplayable(null);
          if (pending) void submit(pending.input, true);
        }}
      />
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
