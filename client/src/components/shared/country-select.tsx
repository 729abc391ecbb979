import { useRef } from 'react';
import type { Country } from '@contract/countries';
import { flagUrl } from '@/components/ui/flag';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { useCountries } from '@/api/get-countries';

/** Flags fetched ahead, when the list is about to open: the first screen of it and the choice. */
const FLAGS_AHEAD = 24;

/**
 * A country's flag in the list: its two letters in a neutral chip until the picture has come,
 * so a flag on its way never looks like an empty checkbox. The first flags load at once.
 */
export function CountryFlag({ country, eager }: { country: Country; eager: boolean }) {
  return (
    <span
      className="relative inline-flex h-3 w-4 shrink-0 items-center justify-center overflow-hidden rounded-[3px] bg-muted text-[0.4375rem] leading-none font-bold text-muted-foreground"
      data-testid="country-flag"
    >
      <span aria-hidden>{country.alpha2}</span>
      <img
        src={flagUrl(country.alpha2)}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        width={16}
        height={12}
        className="pointer-events-none absolute inset-0 size-full object-cover"
      />
    </span>
  );
}

/** Starts fetching the flags the list shows first, once (the browser keeps them). */
function usePreloadFlags(countries: readonly Country[] | undefined, value: string) {
  const done = useRef(false);
  return () => {
    if (done.current || !countries) return;
    done.current = true;
    const chosen = countries.find((country) => country.code === value);
    for (const country of [...countries.slice(0, FLAGS_AHEAD), ...(chosen ? [chosen] : [])]) {
      const url = flagUrl(country.alpha2);
      if (!url) continue;
      const image = new Image();
      image.src = url;
    }
  };
}

/**
 * Nationality picker: every country with its flag; the value is the FEI code. A stored ISO code
 * shows as its country; a stored code the list lacks is offered as its own choice, so the form
 * keeps it until another is picked (docs/decisions/085-nationalities-from-the-countries-list.md).
 */
export function CountrySelect({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  placeholder = 'Choose your nationality',
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  invalid: boolean;
  describedBy?: string | undefined;
  placeholder?: string;
}) {
  const countries = useCountries();
  const preload = usePreloadFlags(countries.data, value);
  if (countries.isPending)
    return <Skeleton className="h-11 w-full" aria-label="Loading countries" />;
  if (countries.isError) {
    return (
      <div role="alert" className="flex items-center justify-between gap-3 text-sm">
        <span className="text-destructive-text">Countries could not be loaded.</span>
        <Button type="button" size="sm" variant="outline" onClick={() => void countries.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const known = countries.data.find(
    (country) => country.code === value || country.alpha3 === value,
  );
  const unlisted = value !== '' && !known ? value : null;
  return (
    <Select value={known?.code ?? value} onValueChange={onChange}>
      <SelectTrigger
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onPointerEnter={preload}
        onFocus={preload}
        onPointerDown={preload}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {unlisted !== null && (
          <SelectItem value={unlisted}>{unlisted} (not on the list)</SelectItem>
        )}
        {countries.data.map((country, index) => (
          // Typing a name finds it: the flag's two letters are not part of the searched text.
          <SelectItem key={country.code} value={country.code} textValue={country.name}>
            <span className="flex items-center gap-2">
              <CountryFlag country={country} eager={index < FLAGS_AHEAD} />
              {country.name}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
