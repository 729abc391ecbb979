/** One counter of the matching screens. */
export function StatTile({ label, value }: { label: string; value: number }) {
  return (
    <div
      className="rounded-card border border-border bg-surface px-4 py-3"
      data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}
    >
      <div className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {label}
      </div>
      <div className="text-2xl font-bold tabular-nums">{value}</div>
    </div>
  );
}
