import { Search } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { Input } from '@/components/ui/input';

export type RiderSearchProps = {
  inputRef: RefObject<HTMLInputElement | null>;
  /** Chooses the rider the text names; false when nobody matches. */
  onFind: (query: string) => boolean;
};

/**
 * The rider search: a bridle number (or, when no entry wears it, a start order) or part of a
 * name, then Enter ("/" comes here).
 */
export function RiderSearch({ inputRef, onFind }: RiderSearchProps) {
  const [query, setQuery] = useState('');
  const [notFound, setNotFound] = useState(false);
  return (
    <div className="flex items-center gap-2">
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-2 size-3.5 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={inputRef}
          type="search"
          aria-label="Find rider by bridle number, start order or name"
          aria-describedby="scoring-search-help"
          aria-invalid={notFound}
          placeholder="No. or name, then Enter  ( / )"
          className="h-8 w-56 pl-7 text-xs"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setNotFound(false);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            const found = onFind(query);
            setNotFound(!found);
            if (found) setQuery('');
          }}
        />
      </div>
      <p id="scoring-search-help" className="sr-only" aria-live="polite">
        {notFound
          ? `No rider matches “${query}”.`
          : 'Type a bridle number, a start order or part of a name and press Enter to score that rider.'}
      </p>
      {notFound && (
        <span className="text-xs text-destructive-text" aria-hidden>
          No match
        </span>
      )}
    </div>
  );
}
