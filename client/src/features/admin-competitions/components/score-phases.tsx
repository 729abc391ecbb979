import { memo } from 'react';
import type { CompetitionEntry } from '@contract/competitions';
import { formatTenths } from '@contract/scoring';
import { Flag } from '@/components/ui/flag';
import { TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ScoreField, StatusField } from './score-fields';

export type ScoringPhase = 'dressage' | 'showJumping' | 'crossCountry';

/** The form's setters, one per field, the same object for the form's life. */
export type FieldHandlers = Record<
  'drScore' | 'sjScore' | 'xcjScore' | 'xctScore',
  (value: string) => void
> &
  Record<'drStatus' | 'sjStatus' | 'xcStatus', (value: string) => void>;

/*
 * The score form's parts, each memoised on its own values: a keystroke redraws its phase's panel
 * and the points preview, not the tabs, the heading or the other phases.
 */

export const RiderHeading = memo(function RiderHeading({ entry }: { entry: CompetitionEntry }) {
  return (
    <div className="flex items-center gap-2">
      <Flag code={entry.athlete.nationality} size="sm" />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold">
          {entry.bridleNumber !== null && (
            <span className="tabular-nums">No. {entry.bridleNumber} · </span>
          )}
          {entry.athlete.name}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {entry.horse.name}
          {entry.startOrder !== null && (
            <span className="tabular-nums"> · start order {entry.startOrder}</span>
          )}
        </p>
      </div>
    </div>
  );
});

export const PhaseTabs = memo(function PhaseTabs() {
  return (
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
  );
});

const panel = 'mt-3 grid grid-cols-2 gap-3';

/** The phases scored with one penalty figure and a status, and how their fields are named. */
const ONE_FIGURE_PHASES = {
  dressage: {
    id: 'score-dr',
    field: 'dr_score',
    label: 'Dressage penalties',
    score: 'drScore',
    status: 'drStatus',
  },
  showJumping: {
    id: 'score-sj',
    field: 'sj_score',
    label: 'Show jumping penalties',
    score: 'sjScore',
    status: 'sjStatus',
  },
} as const;

/** Dressage's or show jumping's panel: its penalties and its status. */
export const OneFigureFields = memo(function OneFigureFields({
  phase,
  score,
  status,
  handlers,
}: {
  phase: keyof typeof ONE_FIGURE_PHASES;
  score: string;
  status: string;
  handlers: FieldHandlers;
}) {
  const names = ONE_FIGURE_PHASES[phase];
  return (
    <TabsContent value={phase} className={panel}>
      <ScoreField
        id={names.id}
        field={names.field}
        label={names.label}
        value={score}
        onChange={handlers[names.score]}
      />
      <StatusField
        id={`${names.id}-status`}
        phase={phase}
        value={status}
        onChange={handlers[names.status]}
      />
    </TabsContent>
  );
});

export const CrossCountryFields = memo(function CrossCountryFields({
  jumps,
  time,
  status,
  handlers,
}: {
  jumps: string;
  time: string;
  status: string;
  handlers: FieldHandlers;
}) {
  return (
    <TabsContent value="crossCountry" className={panel}>
      <ScoreField
        id="score-xcj"
        field="xcj_score"
        label="Jump penalties (XCJ)"
        value={jumps}
        onChange={handlers.xcjScore}
      />
      <ScoreField
        id="score-xct"
        field="xct_score"
        label="Time penalties (XCT)"
        value={time}
        onChange={handlers.xctScore}
      />
      <StatusField
        id="score-xc-status"
        phase="crossCountry"
        value={status}
        onChange={handlers.xcStatus}
      />
    </TabsContent>
  );
});

export function Points({ label, tenths }: { label: string; tenths: number | null }) {
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
