import { TopHorsesWidget, TopRidersWidget } from './top-lists-widget';

/** Home: the top 5 horses and the top 5 riders, side by side from tablet width. */
export function TopRatings() {
  return (
    <section aria-labelledby="top-ratings-heading" className="space-y-4">
      <h2 id="top-ratings-heading" className="text-xl font-semibold tracking-tight">
        Top Horses and Riders
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TopHorsesWidget />
        <TopRidersWidget />
      </div>
    </section>
  );
}
