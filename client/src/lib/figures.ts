/**
 * The form figures in one format on every screen: 6RA and SJ6 as penalties with one decimal
 * ("27.3"), XCJ and TSP as shares from 0 to 1 with two ("0.80"), as the colour thresholds read
 * them (docs/rules.md#form-and-prices); "–" when there is no form.
 */
export const formatPenaltyAverage = (value: number | null) =>
  value === null ? '–' : value.toFixed(1);

export const formatShare = (value: number | null) => (value === null ? '–' : value.toFixed(2));
