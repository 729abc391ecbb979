import { memo, useState } from 'react';
import type { ScoreField as ScoreFieldName } from '@contract/score-bounds';
import { SCORING_STATUS_CHOICES, type Phase } from '@contract/scoring';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@/components/ui/select';
import { parseScore, parseStatus } from '../lib/scoring-entry';
import { useReplacedValueSelected } from '../lib/use-replaced-value-selected';

/** The list's value for a jumping phase not started (a Select item needs a non-empty value). */
const NOT_STARTED = 'NONE';

/** What the field says under a status: why it is refused, or the status a board code reads as. */
function statusNote(value: string, phase: Phase): { error: boolean; text: string } | null {
  const parsed = parseStatus(value, phase);
  if (!parsed.ok) return { error: true, text: parsed.error };
  const typed = value.trim().toUpperCase();
  if (typed === '' || typed === parsed.choice) return null;
  return { error: false, text: `Reads as ${parsed.choice}` };
}

/*
 * The score form's fields. Each is memoised with stable handlers, so a keystroke in one field
 * draws that field and the points preview, not the other fields.
 */

/**
 * A phase's status, typed as boards write it (docs/rules.md#status-codes): RF reads as EL, MR as
 * RET, and a code it does not know is refused beside the field. Enter saves the rider, as in a
 * score field. The down arrow, or the button beside it, lists the statuses to choose from.
 */
export const StatusField = memo(function StatusField({
  id,
  phase,
  value,
  onChange,
}: {
  id: string;
  phase: Phase;
  value: string;
  onChange: (value: string) => void;
}) {
  const selection = useReplacedValueSelected(value);
  const input = selection.ref;
  const [listOpen, setListOpen] = useState(false);
  const allowNone = phase !== 'dressage';
  const note = statusNote(value, phase);
  const parsed = parseStatus(value, phase);
  const listed = parsed.ok ? (parsed.choice === 'NONE' ? NOT_STARTED : parsed.choice) : '';
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs">
        Status
      </Label>
      <div className="flex gap-1">
        <Input
          ref={input}
          id={id}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={allowNone ? 'Not started' : 'CLEAR'}
          className="h-9 min-w-0 flex-1 px-2.5"
          value={value}
          aria-invalid={note?.error === true}
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(event) => {
            selection.onTyped();
            onChange(event.target.value.toUpperCase());
          }}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown') return;
            event.preventDefault();
            setListOpen(true);
          }}
        />
        <Select
          open={listOpen}
          onOpenChange={setListOpen}
          value={listed}
          onValueChange={(choice) => onChange(choice === NOT_STARTED ? '' : choice)}
        >
          <SelectTrigger
            tabIndex={-1}
            aria-label="Status list"
            className="h-9 w-9 shrink-0 justify-center px-0"
          />
          <SelectContent
            // Back in the field, its text selected: Enter saves, typing replaces it.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              input.current?.focus();
              input.current?.select();
            }}
          >
            {allowNone && <SelectItem value={NOT_STARTED}>Not started</SelectItem>}
            {SCORING_STATUS_CHOICES.map((choice) => (
              <SelectItem key={choice} value={choice}>
                {choice}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {note && (
        <p
          id={`${id}-note`}
          className={note.error ? 'text-xs text-destructive-text' : 'text-xs text-muted-foreground'}
        >
          {note.text}
        </p>
      )}
    </div>
  );
});

export const ScoreField = memo(function ScoreField({
  id,
  field,
  label,
  value,
  onChange,
}: {
  id: string;
  /** The score it holds, for its bounds. */
  field: ScoreFieldName;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const parsed = parseScore(value, field);
  const selection = useReplacedValueSelected(value);
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <Input
        ref={selection.ref}
        id={id}
        inputMode="decimal"
        autoComplete="off"
        className="h-9 tabular-nums"
        value={value}
        aria-invalid={!parsed.ok}
        aria-describedby={parsed.ok ? undefined : `${id}-error`}
        onChange={(e) => {
          selection.onTyped();
          onChange(e.target.value);
        }}
      />
      {!parsed.ok && (
        <p id={`${id}-error`} className="text-xs text-destructive-text">
          {parsed.error}
        </p>
      )}
    </div>
  );
});
