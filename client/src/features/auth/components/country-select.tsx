import { Flag } from '@/components/ui/flag';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { useCountries } from '../api/get-countries';

/** Nationality picker: every country with its flag; the value is the FEI code. */
export function CountrySelect({
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  invalid: boolean;
  describedBy?: string | undefined;
}) {
  const countries = useCountries();
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
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
        <SelectValue placeholder="Choose your nationality" />
      </SelectTrigger>
      <SelectContent>
        {countries.data.map((country) => (
          <SelectItem key={country.code} value={country.code}>
            <span className="flex items-center gap-2">
              <Flag code={country.alpha2} size="sm" className="pointer-events-none" />
              {country.name}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
