/** Colour tiers of the card figures (decision 010), each with a word so colour is not the only signal. */
export type Tone = 'good' | 'fair' | 'poor';

/** 6RA and SJ6: at or below 30 good, at or below 40 fair, else poor. */
export const penaltyTone = (value: number): Tone =>
  value <= 30 ? 'good' : value <= 40 ? 'fair' : 'poor';

/** XCJ and TSP (shares from 0 to 1): at or above 0.8 good, at or above 0.6 fair, else poor. */
export const shareTone = (value: number): Tone =>
  value >= 0.8 ? 'good' : value >= 0.6 ? 'fair' : 'poor';

export const toneStyles: Record<Tone, string> = {
  good: 'bg-primary-soft text-primary-soft-foreground',
  fair: 'bg-accent-soft text-accent-text',
  poor: 'bg-destructive-soft text-destructive-text',
};

export const toneWords: Record<Tone, string> = { good: 'good', fair: 'fair', poor: 'weak' };

/**
 * The card figures, labelled as in the metrics explainer (`expPts` below), with the
 * definitions the game computes them by (docs/rules.md#form-and-prices). A run is a start of
 * the same rider and horse before this competition; with no runs a figure shows "–" (no form).
 */
export const METRICS = [
  {
    key: 'ra6',
    label: '6RA',
    name: 'Dressage average',
    description:
      'Mean dressage penalties of the last six runs with a dressage score. Lower is better: 30 or less is good, 40 or less fair.',
  },
  {
    key: 'sj6',
    label: 'SJ6',
    name: 'Show-jumping average',
    description:
      'Mean of dressage plus show-jumping penalties over the last six runs that completed show jumping. Lower is better: 30 or less is good, 40 or less fair.',
  },
  {
    key: 'xcj10',
    label: 'XCJ',
    name: 'Cross-country clear rate',
    description:
      'Share of the last ten cross-country starts finished without jumping penalties, from 0 to 1; an elimination or retirement counts as not clear. Higher is better: 0.8 or more is good, 0.6 or more fair.',
  },
  {
    key: 'tsp',
    label: 'TSP',
    name: 'Time-score probability',
    description:
      'Share of the last ten completed cross-country rounds with at most 4.0 time penalties (10 seconds over the optimum time), from 0 to 1. Higher is better: 0.8 or more is good, 0.6 or more fair.',
  },
  {
    key: 'expPts',
    label: 'Exp',
    name: 'Expected points',
    description:
      "What the game's scoring should give the combination here: for each phase, its chance of finishing the phase times the points it scores when it does. Both start from the average starter at this competition's level and move by how much better or worse than their fields the pair did before, so an elimination across country counts and a record at easier events is not taken at face value. A short record counts for less (how much less is measured from past results), and the rider's and the horse's other partnerships fill in for a new pair. The entries are then read against each other, since a field cannot all beat itself: a five-star field of pairs that all beat their four-star fields is expected at the five-star average, the best above it, the rest below. Prices follow it: the weakest entry costs 1.0m, the median 2.0m and the strongest 5.0m at most, and a field whose entries are all expected alike (none has form, say) costs 1.8m an entry; when the four cheapest and the dearest would not fit the 10.0m budget together, every price above 1.0m is scaled down until they do. \"No form\" means neither rider nor horse has a record, and the price comes from how newcomers do at the level, and the field; \"Not priced yet\" means the competition's prices have not been computed, so the entry costs the default 2.5m (or the price its start list gave) and has no figures.",
  },
  {
    key: 'selected',
    label: '% selected',
    name: 'Selected by',
    description: 'The share of saved teams in this competition that picked the combination.',
  },
] as const;
