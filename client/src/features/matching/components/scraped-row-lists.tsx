import { Link2, Link2Off, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { ScrapedEntry, UnassignedEntry } from '@contract/matching';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

const label = (row: ScrapedEntry) => `${row.scrapedAthleteName} / ${row.scrapedHorseName}`;

function Scores({ row }: { row: ScrapedEntry }) {
  return (
    <span className="text-xs text-muted-foreground tabular-nums">
      {row.scrapedNationality && <span className="mr-2">{row.scrapedNationality}</span>}
      {row.dressage && <span className="mr-2">Dressage {row.dressage}</span>}
      {row.total !== null && <span>Total {row.total.toFixed(1)}</span>}
    </span>
  );
}

/** An unmatched scraped row with the free entries to choose from. */
export function UnmatchedRow({
  row,
  entries,
  onMatch,
  busy,
}: {
  row: ScrapedEntry;
  entries: UnassignedEntry[];
  onMatch: (entryId: number | null) => void;
  busy: boolean;
}) {
  const id = useId();
  const [choice, setChoice] = useState('');
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="font-medium">{label(row)}</div>
        <Scores row={row} />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={id} className="sr-only">
          Entry for {label(row)}
        </label>
        <select
          id={id}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          className="h-10 rounded-xl border border-input bg-surface px-3 text-sm"
        >
          <option value="">Choose an entry…</option>
          {entries.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.athleteName} / {entry.horseName}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          loading={busy}
          onClick={() => onMatch(choice === '' ? null : Number(choice))}
          aria-label={`Match ${label(row)}`}
        >
          {!busy && <Link2 aria-hidden />}
          Match
        </Button>
      </div>
    </li>
  );
}

const TYPE_LABEL = { exact: 'Exact', variation: 'Variation', ai: 'Similarity', manual: 'Manual' };

/** A matched scraped row: its entry, how it was matched and with what confidence. */
export function MatchedRow({
  row,
  onRemove,
  busy,
}: {
  row: ScrapedEntry;
  onRemove: () => void;
  busy: boolean;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="font-medium">{label(row)}</div>
        <div className="text-sm text-muted-foreground">
          → {row.matchedAthleteName} / {row.matchedHorseName}
        </div>
        <Scores row={row} />
      </div>
      <div className="flex items-center gap-2">
        {row.matchType && (
          <Badge variant={row.matchType === 'manual' ? 'brand' : 'neutral'}>
            {TYPE_LABEL[row.matchType]}
            {row.confidence !== null && ` ${Math.round(row.confidence * 100)}%`}
          </Badge>
        )}
        <Button
          size="sm"
          variant="outline"
          loading={busy}
          onClick={onRemove}
          aria-label={`Remove match of ${label(row)}`}
        >
          {!busy && <Link2Off aria-hidden />}
          Remove
        </Button>
      </div>
    </li>
  );
}

/** An entry no scraped row holds; it can be deleted from the competition. */
export function AvailableEntryRow({
  entry,
  onDelete,
}: {
  entry: UnassignedEntry;
  onDelete: () => void;
}) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-xl border border-border bg-surface p-3">
      <div className="min-w-0">
        <div className="font-medium">
          {entry.athleteName} / {entry.horseName}
        </div>
        {entry.position !== null && (
          <div className="text-xs text-muted-foreground">Position {entry.position}</div>
        )}
      </div>
      <Button
        size="sm"
        variant="ghost"
        onClick={onDelete}
        aria-label={`Delete entry ${entry.athleteName} / ${entry.horseName}`}
      >
        <Trash2 aria-hidden />
        Delete
      </Button>
    </li>
  );
}
