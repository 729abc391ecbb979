import { memo } from 'react';
import type { ScoreField as ScoreFieldName } from '@contract/score-bounds';
import { SCORING_STATUS_CHOICES } from '@contract/scoring';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { parseScore, type StatusChoice } from '../lib/scoring-entry';

/**
 * The score form's fields. Each is memoised with stable handlers, so a keystroke in one field
 * draws that field and the points preview, not the status menus.
 */
export const StatusField = memo(function StatusField({
  id,
  value,
  allowNone,
  onChange,
}: {
  id: string;
  value: StatusChoice;
  allowNone: boolean;
  onChange: (value: StatusChoice) => void;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs">
        Status
      </Label>
      <Select value={value} onValueChange={(v) => onChange(v as StatusChoice)}>
        <SelectTrigger
          id={id}
          className="h-9"
          // A status letter picks that status (the menu's type-ahead) and Enter then saves the
          // rider, as in a score field; Space, the arrow keys or a click open the list.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }}
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {allowNone && <SelectItem value="NONE">Not started</SelectItem>}
          {SCORING_STATUS_CHOICES.map((choice) => (
            <SelectItem key={choice} value={choice}>
              {choice}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
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
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        className="h-9 tabular-nums"
        value={value}
        aria-invalid={!parsed.ok}
        aria-describedby={parsed.ok ? undefined : `${id}-error`}
        onChange={(e) => onChange(e.target.value)}
      />
      {!parsed.ok && (
        <p id={`${id}-error`} className="text-xs text-destructive-text">
          {parsed.error}
        </p>
      )}
    </div>
  );
});
