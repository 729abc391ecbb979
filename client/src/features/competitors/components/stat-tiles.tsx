import type { Competitor } from '@contract/competitors';
import { penaltyAverageTier, shareTier, type Tier } from '@contract/competitors';
import { cn } from '@/lib/cn';
import { formatPenaltyAverage, formatShare } from '@/lib/figures';
import { tierStyle } from '../lib/tiers';

type Tile = {
  label: string;
  hint: string;
  value: number | null;
  format: (v: number | null) => string;
  tier: (v: number) => Tier;
};

/** The four form tiles with their colour thresholds (decision 010), each also named in words. */
export function StatTiles({ entry }: { entry: Competitor['entry'] }) {
  const tiles: Tile[] = [
    {
      label: '6RA',
      hint: 'Mean dressage penalties, last six runs with a dressage score',
      value: entry.ra6,
      format: formatPenaltyAverage,
      tier: penaltyAverageTier,
    },
    {
      label: 'SJ6',
      hint: 'Mean dressage plus show-jumping penalties, last six completed rounds',
      value: entry.sj6,
      format: formatPenaltyAverage,
      tier: penaltyAverageTier,
    },
    {
      label: 'XCJ',
      hint: 'Cross-country starts without jumping penalties, last ten',
      value: entry.xcj10,
      format: formatShare,
      tier: shareTier,
    },
    {
      label: 'TSP',
      hint: 'Completed rounds with at most 4.0 time penalties, last ten',
      value: entry.tsp,
      format: formatShare,
      tier: shareTier,
    },
  ];
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map((tile) => {
          const style = tile.value === null ? null : tierStyle[tile.tier(tile.value)];
          return (
            <div
              key={tile.label}
              data-testid={`tile-${tile.label}`}
              className={cn(
                'rounded-card p-4 ring-1 ring-inset',
                style ? style.className : 'bg-muted ring-border',
              )}
            >
              <p className="text-xs font-semibold tracking-wide uppercase">{tile.label}</p>
              <p className="mt-1 text-2xl font-bold tabular-nums">
                {tile.value === null ? '–' : tile.format(tile.value)}
              </p>
              <p className="mt-1 text-xs font-medium">{style?.label ?? 'No data'}</p>
              <p className="mt-1 text-xs text-muted-foreground">{tile.hint}</p>
            </div>
          );
        })}
      </div>
      <ExpectedPoints entry={entry} />
    </div>
  );
}

/**
 * Expected fantasy points from form, or why there is none (docs/rules.md#form-and-prices). With
 * no figure of the pair's own, the rider's and the horse's records made the expectation.
 */
function ExpectedPoints({ entry }: { entry: Competitor['entry'] }) {
  const together = [entry.ra6, entry.sj6, entry.xcj10, entry.tsp].some((value) => value !== null);
  return (
    <p className="text-sm text-muted-foreground" data-testid="expected-points">
      {!entry.priced ? (
        entry.manualPrice ? (
          "Not priced yet: the competition's prices have not been computed; the organisers set this entry's price by hand, and it has no figures."
        ) : (
          "Not priced yet: the competition's prices have not been computed, so this entry costs the default price (or the price its start list gave) and has no figures."
        )
      ) : entry.expPts === null ? (
        "No form: neither this rider nor this horse has a record, so the price comes from how newcomers do at the competition's level, and its field."
      ) : (
        <>
          Expected points{' '}
          <span className="font-semibold text-foreground tabular-nums">
            {entry.expPts.toFixed(1)}
          </span>
          {together
            ? ': their chance of finishing each phase times the points they score when they do, at this level.'
            : ": from the rider's and the horse's records; they have no earlier runs together."}
        </>
      )}
    </p>
  );
}
