import { memo, Suspense, useState } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { SORT_OPTIONS, type SortKey } from '../lib/sort-entries';

/**
 * The sort order of the cards; memoised, so a pick does not render the Select and its options.
 * The options mount only while the list is open: mounted closed, Radix registers each of them in
 * a cascade of synchronous renders, which landed in the page's hydration (decision 034).
 * The Select is a Suspense boundary of its own for the same reason: React hydrates such a boundary
 * after the rest of the page, so the state Radix sets while the Select mounts (it keeps its trigger
 * and value elements in state) re-renders that small part in a later commit, not synchronously at
 * the end of the page's hydration commit with all of the page's effects.
 */
export const SortControl = memo(function SortControl({
  value,
  onChange,
}: {
  value: SortKey;
  onChange: (value: SortKey) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted-foreground">Sort by</span>
      <Suspense>
        <Select
          value={value}
          onValueChange={(next) => onChange(next as SortKey)}
          open={open}
          onOpenChange={setOpen}
        >
          <SelectTrigger className="h-10 w-40" aria-label="Sort competitors by">
            {/* Named here, so the page shows it while the options are not mounted. */}
            <SelectValue>
              {SORT_OPTIONS.find((option) => option.value === value)?.label}
            </SelectValue>
          </SelectTrigger>
          {open && (
            <SelectContent>
              {SORT_OPTIONS.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          )}
        </Select>
      </Suspense>
    </label>
  );
});
