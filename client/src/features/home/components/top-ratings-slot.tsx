/**
 * Slot for the top 5 horses and top 5 riders widgets of the stats feature
 * (client/src/features/stats/components/), which were not available when the home page was built.
 */
export function TopRatingsSlot() {
  return null;
}
