import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, Settings2, Trash2 } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { OFFICIAL_RESULT_MESSAGES } from '@contract/admin-competitions';
import type { CompetitionEntry } from '@contract/competitions';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { useSetPositionOverride } from '../api/set-position-override';
import { useUpdateEntryDetails } from '../api/update-entry-details';
import {
  entryDetailsForm,
  entryDetailsFormSchema,
  parseOfficialPosition,
  type EntryDetailsForm,
  type EntryDetailsValues,
} from '../lib/entry-details-form';

function NumberField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error: string | undefined } & ComponentProps<'input'>) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        className="h-9 tabular-nums"
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs text-destructive-text">
          {error}
        </p>
      )}
    </div>
  );
}

function EntryDetails({
  entry,
  competitionId,
}: {
  entry: CompetitionEntry;
  competitionId: number;
}) {
  const update = useUpdateEntryDetails(competitionId);
  const form = useForm<EntryDetailsForm, unknown, EntryDetailsValues>({
    resolver: zodResolver(entryDetailsFormSchema),
    values: entryDetailsForm(entry),
  });
  const { errors, isDirty } = form.formState;
  const submit = form.handleSubmit((values) =>
    update.mutate(
      { entryId: entry.id, input: values },
      {
        onSuccess: () => toast({ title: 'Entry updated', variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Failed to update entry',
            description: error.message,
            variant: 'destructive',
          }),
      },
    ),
  );
  return (
    <form
      className="grid gap-2"
      aria-label="Entry numbers"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          id="entry-bridle"
          label="Bridle number"
          error={errors.bridleNumber?.message}
          {...form.register('bridleNumber')}
        />
        <NumberField
          id="entry-start-order"
          label="Start order"
          error={errors.startOrder?.message}
          {...form.register('startOrder')}
        />
      </div>
      <Button
        type="submit"
        size="sm"
        variant="outline"
        loading={update.isPending}
        disabled={!isDirty}
      >
        Save numbers
      </Button>
    </form>
  );
}

function OfficialPosition({
  entry,
  competitionId,
}: {
  entry: CompetitionEntry;
  competitionId: number;
}) {
  const [value, setValue] = useState(
    entry.positionOverride === null ? '' : String(entry.positionOverride),
  );
  const [error, setError] = useState<string | null>(null);
  const override = useSetPositionOverride(competitionId);
  const send = (position: number | null) =>
    override.mutate(
      { entryId: entry.id, position },
      {
        onSuccess: () => {
          setError(null);
          if (position === null) setValue('');
          toast({
            title:
              position === null
                ? OFFICIAL_RESULT_MESSAGES.positionCleared
                : OFFICIAL_RESULT_MESSAGES.positionSet,
            variant: 'success',
          });
        },
        onError: (failure) => setError(failure.message),
      },
    );
  return (
    <form
      className="grid gap-2"
      aria-label="Set the official position"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parseOfficialPosition(value);
        if (!parsed.ok) return setError(parsed.error);
        send(parsed.position);
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor="entry-official-position" className="text-xs">
          Official position
        </Label>
        <div className="flex gap-2">
          <Input
            id="entry-official-position"
            inputMode="numeric"
            autoComplete="off"
            className="h-9 w-20 tabular-nums"
            value={value}
            aria-invalid={error !== null}
            aria-describedby="entry-official-position-help"
            onChange={(event) => setValue(event.target.value)}
          />
          <Button type="submit" size="sm" variant="outline" loading={override.isPending}>
            Set
          </Button>
          {entry.positionOverride !== null && (
            <Button type="button" size="sm" variant="ghost" onClick={() => send(null)}>
              Clear
            </Button>
          )}
        </div>
        <p
          id="entry-official-position-help"
          className={cn('text-xs', error ? 'text-destructive-text' : 'text-muted-foreground')}
        >
          {error ??
            (entry.positionOverride === null
              ? `Computed position: ${entry.positionLabel}. Set the official place to break a tie.`
              : `Official position ${entry.positionOverride}, kept through Fix Positions and later scores until cleared.`)}
        </p>
      </div>
    </form>
  );
}

/**
 * The chosen entry's own settings: bridle number and start order, the official position, and
 * deletion (with what it would take away). Closed by default, like the history.
 */
export function EntryAdmin({
  entry,
  competitionId,
  open,
  onOpenChange,
  onDelete,
}: {
  entry: CompetitionEntry;
  competitionId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDelete: (entry: CompetitionEntry) => void;
}) {
  return (
    <section aria-labelledby="entry-admin-heading" className="grid gap-2">
      <h3 id="entry-admin-heading" className="text-sm font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="entry-admin-panel"
          className="flex w-full cursor-pointer items-center gap-1.5 rounded-md py-1 text-left focus-visible:outline-2 focus-visible:outline-ring"
          onClick={() => onOpenChange(!open)}
        >
          <Settings2 aria-hidden className="size-4 text-muted-foreground" />
          Entry
          <ChevronDown
            aria-hidden
            className={cn('ml-auto size-4 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      {open && (
        <div id="entry-admin-panel" className="grid gap-4" key={entry.id}>
          <EntryDetails entry={entry} competitionId={competitionId} />
          <OfficialPosition entry={entry} competitionId={competitionId} />
          <Button
            size="sm"
            variant="outline"
            className="text-destructive-text"
            onClick={() => onDelete(entry)}
          >
            <Trash2 aria-hidden />
            Delete entry…
          </Button>
        </div>
      )}
    </section>
  );
}
