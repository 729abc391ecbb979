/**
 * The form figures in one format on every screen: 6RA and SJ6 as penalties with one decimal
 * ("27.3"), XCJ and TSP as shares from 0 to 1 with two ("0.80"), as the colour thresholds read
 * them (docs/rules.md#form-and-prices); "–" when there is no form.
 */
export const formatPenaltyAverage = (value: number | null) =>
  value === null ? '–' : value.toFixed(1);

export const formatShare = (value: number | null) => (value === null ? '–' : value.toFixed(2));

/**
 * Why an entry shows no expected points: never priced yet (the default price stands), or priced
 * with no form (neither the rider nor the horse has a record); null when it has them.
 */
export function missingExpectation(entry: {
  expPts: number | null;
  priced: boolean;
}): 'Not priced yet' | 'No form' | null {
  if (!entry.priced) return 'Not priced yet';
  return entry.expPts === null ? 'No form' : null;
}
