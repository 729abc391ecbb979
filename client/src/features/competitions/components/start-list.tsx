import type { CompetitionEntry } from '@contract/competitions';
import { Flag } from '@/components/ui/flag';

/**
 * The entries in start order, before any result exists, with the bridle number each horse wears
 * when the competition has them.
 */
export function StartList({ entries }: { entries: readonly CompetitionEntry[] }) {
  const ordered = [...entries].sort(
    (a, b) => (a.startOrder ?? Number.MAX_SAFE_INTEGER) - (b.startOrder ?? Number.MAX_SAFE_INTEGER),
  );
  const bridles = entries.some((entry) => entry.bridleNumber !== null);
  return (
    <section aria-labelledby="start-list-title" className="space-y-3">
      <h2 id="start-list-title" className="text-lg font-semibold">
        Start list
      </h2>
      <div className="overflow-x-auto rounded-card border border-border bg-surface shadow-card">
        <table className="w-full text-sm" data-testid="start-list">
          <thead className="bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 text-right">
                Order
              </th>
              {bridles && (
                <th scope="col" className="px-3 py-2 text-right">
                  <abbr title="Bridle number">No.</abbr>
                </th>
              )}
              <th scope="col" className="px-3 py-2">
                Rider
              </th>
              <th scope="col" className="px-3 py-2">
                Horse
              </th>
            </tr>
          </thead>
          <tbody>
            {ordered.map((entry) => (
              <tr key={entry.id} className="border-t border-border" data-testid="start-list-row">
                <td className="px-3 py-2.5 text-right tabular-nums">{entry.startOrder ?? '–'}</td>
                {bridles && (
                  <td className="px-3 py-2.5 text-right font-semibold tabular-nums">
                    {entry.bridleNumber ?? '–'}
                  </td>
                )}
                <td className="px-3 py-2.5">
                  <span className="inline-flex items-center gap-2 font-medium">
                    <Flag code={entry.athlete.nationality} size="sm" />
                    {entry.athlete.name}
                  </span>
                </td>
                <td className="px-3 py-2.5">{entry.horse.name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
