import { useEffect, useState } from 'react';
import type { CompetitionEntry } from '@contract/competitions';
import { formatTenths, SCORING_STATUS_CHOICES } from '@contract/scoring';
import { Button } from '@/components/ui/button';
import { Flag } from '@/components/ui/flag';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast-store';
import { useScoreEntry } from '../api/score-entry';
import {
  changedScoring,
  formFromEntry,
  parseScore,
  previewPoints,
  type ScoreFormState,
  type StatusChoice,
} from '../lib/scoring-entry';

type ScoreKey = 'drScore' | 'sjScore' | 'xcjScore' | 'xctScore';
type StatusKey = 'drStatus' | 'sjStatus' | 'xcStatus';

function StatusField({
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
        <SelectTrigger id={id} className="h-9">
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
}

function ScoreField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const valid = parseScore(value).ok;
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
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : `${id}-error`}
        onChange={(e) => onChange(e.target.value)}
      />
      {!valid && (
        <p id={`${id}-error`} className="text-xs text-destructive-text">
          A number with at most one decimal
        </p>
      )}
    </div>
  );
}

function Points({ label, tenths }: { label: string; tenths: number | null }) {
  return (
    <div className="rounded-lg bg-muted px-2 py-1.5 text-center">
      <div className="text-[0.65rem] font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </div>
      <div className="text-base font-bold tabular-nums">
        {tenths === null ? '–' : formatTenths(tenths)}
      </div>
    </div>
  );
}

export type ScoringPhase = 'dressage' | 'showJumping' | 'crossCountry';

/** The first field of each phase tab: where Enter on a row, a search or a save puts the cursor. */
const FIRST_FIELD: Record<ScoringPhase, string> = {
  dressage: 'score-dr',
  showJumping: 'score-sj',
  crossCountry: 'score-xcj',
};

/**
 * The score form of one entry: tabs per phase, statuses, and points previewed as typed. The phase
 * stays chosen from rider to rider; each phase's penalties come first and its status last, so
 * Tab runs penalties → status → Save and Enter saves.
 */
export function ScoreForm({
  entry,
  competitionId,
  phase,
  onPhaseChange,
  focusRequest,
  onSaved,
}: {
  entry: CompetitionEntry;
  competitionId: number;
  phase: ScoringPhase;
  onPhaseChange: (phase: ScoringPhase) => void;
  /** Changes whenever the first field of the phase should take the cursor (0: leave it). */
  focusRequest: number;
  onSaved: (entry: CompetitionEntry) => void;
}) {
  const [initial, setInitial] = useState<ScoreFormState>(() => formFromEntry(entry));
  const [state, setState] = useState<ScoreFormState>(initial);
  const save = useScoreEntry(competitionId);
  const preview = previewPoints(state);
  const input = changedScoring(initial, state);
  const dirty = Object.keys(input).length > 0;

  useEffect(() => {
    if (focusRequest === 0) return;
    const field = document.getElementById(FIRST_FIELD[phase]);
    if (field instanceof HTMLInputElement) {
      field.focus();
      field.select();
    }
  }, [focusRequest, phase]);

  const setScore = (key: ScoreKey) => (value: string) => setState((s) => ({ ...s, [key]: value }));
  const setStatus = (key: StatusKey) => (value: StatusChoice) =>
    setState((s) => ({ ...s, [key]: value }));

  const submit = () => {
    save.mutate(
      { entryId: entry.id, input },
      {
        onSuccess: () => {
          setInitial(state);
          toast({ title: 'Scoring updated successfully', variant: 'success' });
          onSaved(entry);
        },
        onError: (error) =>
          toast({
            title: 'Failed to update scoring',
            description: error.message,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form
      className="grid gap-3"
      aria-label={`Scores for ${entry.athlete.name} on ${entry.horse.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (preview && dirty) submit();
      }}
    >
      <div className="flex items-center gap-2">
        <Flag code={entry.athlete.nationality} size="sm" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold">
            {entry.startOrder !== null && (
              <span className="text-muted-foreground tabular-nums">No. {entry.startOrder} · </span>
            )}
            {entry.athlete.name}
          </p>
          <p className="truncate text-xs text-muted-foreground">{entry.horse.name}</p>
        </div>
      </div>
      <Tabs value={phase} onValueChange={(value) => onPhaseChange(value as ScoringPhase)}>
        <TabsList className="w-full" aria-label="Phase">
          <TabsTrigger value="dressage" className="flex-1 px-2 text-xs">
            Dressage
          </TabsTrigger>
          <TabsTrigger value="showJumping" className="flex-1 px-2 text-xs">
            Show Jumping
          </TabsTrigger>
          <TabsTrigger value="crossCountry" className="flex-1 px-2 text-xs">
            Cross Country
          </TabsTrigger>
        </TabsList>
        <TabsContent value="dressage" className="mt-3 grid grid-cols-2 gap-3">
          <ScoreField
            id="score-dr"
            label="Dressage penalties"
            value={state.drScore}
            onChange={setScore('drScore')}
          />
          <StatusField
            id="score-dr-status"
            value={state.drStatus}
            allowNone={false}
            onChange={setStatus('drStatus')}
          />
        </TabsContent>
        <TabsContent value="showJumping" className="mt-3 grid grid-cols-2 gap-3">
          <ScoreField
            id="score-sj"
            label="Show jumping penalties"
            value={state.sjScore}
            onChange={setScore('sjScore')}
          />
          <StatusField
            id="score-sj-status"
            value={state.sjStatus}
            allowNone
            onChange={setStatus('sjStatus')}
          />
        </TabsContent>
        <TabsContent value="crossCountry" className="mt-3 grid grid-cols-2 gap-3">
          <ScoreField
            id="score-xcj"
            label="Jump penalties (XCJ)"
            value={state.xcjScore}
            onChange={setScore('xcjScore')}
          />
          <ScoreField
            id="score-xct"
            label="Time penalties (XCT)"
            value={state.xctScore}
            onChange={setScore('xctScore')}
          />
          <StatusField
            id="score-xc-status"
            value={state.xcStatus}
            allowNone
            onChange={setStatus('xcStatus')}
          />
        </TabsContent>
      </Tabs>
      <div className="grid grid-cols-4 gap-1.5" aria-live="polite" aria-label="Points preview">
        <Points label="DR pts" tenths={preview?.drPts ?? null} />
        <Points label="SJ pts" tenths={preview?.sjPts ?? null} />
        <Points label="XC pts" tenths={preview?.xcPts ?? null} />
        <Points label="Total" tenths={preview?.totalPts ?? null} />
      </div>
      <Button type="submit" size="sm" loading={save.isPending} disabled={!preview || !dirty}>
        Save Scores
      </Button>
    </form>
  );
}
