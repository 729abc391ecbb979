import { computePointsTenths, formatTenths, toTenths, type EntryScores } from '@contract/scoring';
import { Card } from '@/components/ui/card';

type Example = {
  title: string;
  description: string;
  scores: EntryScores;
  working: [string, string, string];
};

const examples: Example[] = [
  {
    title: 'A solid round',
    description:
      '27.3 in dressage, one rail down in show jumping (4), clear across country but 2 seconds over the time (0.8).',
    scores: {
      drStatus: null,
      drScore: toTenths(27.3),
      sjStatus: 'OK',
      sjScore: toTenths(4),
      xcStatus: 'OK',
      xcjScore: 0,
      xctScore: toTenths(0.8),
    },
    working: [
      'floor(45 − 27.3) = floor(17.7) = 17',
      'floor(20 − 4) = 16',
      '60 − 0 − 0.8 / 0.4 = 60 − 2 = 58',
    ],
  },
  {
    title: 'A brilliant test, a costly refusal',
    description:
      '24.0 in dressage, show jumping 0 + 1.2 time, a refusal across country (20) and 6.0 time penalties.',
    scores: {
      drStatus: null,
      drScore: toTenths(24),
      sjStatus: 'OK',
      sjScore: toTenths(1.2),
      xcStatus: 'OK',
      xcjScore: toTenths(20),
      xctScore: toTenths(6),
    },
    working: [
      '25 penalties or better: the full 20',
      'floor(20 − 1.2) = floor(18.8) = 18',
      '60 − 20 − 6.0 / 0.4 = 60 − 20 − 15 = 25',
    ],
  },
];

const phases = [
  {
    name: 'Dressage',
    max: 20,
    rule: 'floor(45 − penalties), between 0 and 20. A test of 75% or better (25 penalties or fewer) earns all 20 points; each 1% below 75 costs a point.',
  },
  {
    name: 'Show Jumping',
    max: 20,
    rule: '20 minus the penalties, rounded down, never below 0. Only when the round is completed.',
  },
  {
    name: 'Cross Country',
    max: 60,
    rule: '60 minus the jump penalties, minus one point for each second over the optimum time (0.4 time penalties a second), never below 0. Only when the round is completed.',
  },
];

/** The static points explainer of /scoring, with the worked examples computed by the game rules. */
export function ScoringExplainer() {
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-3">
        {phases.map((phase) => (
          <Card key={phase.name} className="p-5">
            <p className="text-xs font-semibold tracking-wide text-accent-text uppercase">
              up to {phase.max} points
            </p>
            <h2 className="mt-1 text-lg font-semibold">{phase.name}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{phase.rule}</p>
          </Card>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        A combination that is eliminated (EL), retires (RET), is disqualified (DSQ), withdraws (WD)
        or does not start (NS) in a phase scores nothing for that phase. No phase ever gives
        negative points; the best possible total is 100.
      </p>
      <section aria-labelledby="worked-examples" className="space-y-4">
        <h2 id="worked-examples" className="text-xl font-semibold tracking-tight">
          Worked examples
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {examples.map((example) => {
            const points = computePointsTenths(example.scores);
            const rows: [string, string, number][] = [
              ['Dressage', example.working[0], points.drPts],
              ['Show Jumping', example.working[1], points.sjPts],
              ['Cross Country', example.working[2], points.xcPts],
            ];
            return (
              <Card key={example.title} className="p-5" data-testid="worked-example">
                <h3 className="font-semibold">{example.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{example.description}</p>
                <dl className="mt-4 space-y-2 text-sm">
                  {rows.map(([phase, working, value]) => (
                    <div key={phase} className="flex items-baseline justify-between gap-3">
                      <dt>
                        <span className="font-medium">{phase}</span>{' '}
                        <span className="text-muted-foreground">{working}</span>
                      </dt>
                      <dd className="font-semibold tabular-nums">{formatTenths(value)}</dd>
                    </div>
                  ))}
                  <div className="flex items-baseline justify-between border-t border-border pt-2 text-base">
                    <dt className="font-semibold">Total</dt>
                    <dd className="font-bold text-primary-soft-foreground tabular-nums">
                      {formatTenths(points.totalPts)} points
                    </dd>
                  </div>
                </dl>
              </Card>
            );
          })}
        </div>
      </section>
    </div>
  );
}
