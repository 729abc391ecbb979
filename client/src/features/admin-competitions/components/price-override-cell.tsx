import { useState } from 'react';
import { priceOverrideBodySchema, type PricedEntry } from '@contract/pricing';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { useOverridePrice } from '../api/price-entries';

const MANUAL_PRICE_HINT = 'A price is a number from 1.0 to 9.9, in steps of 0.1.';

/** The price typed, with a decimal point or comma ("2,5"), or null when it is no price. */
export function manualPrice(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const price = Number(text);
  return priceOverrideBodySchema.safeParse({ price }).success ? price : null;
}

/**
 * An operator's price for one entry (1.0 to 9.9), kept through later pricing until cleared
 * (docs/rules.md#form-and-prices).
 */
export function OverrideCell({
  competitionId,
  row,
  onSaved,
}: {
  competitionId: number;
  row: PricedEntry;
  onSaved: () => void;
}) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const override = useOverridePrice(competitionId);
  const label = `${row.athleteName} · ${row.horseName}`;
  const save = (price: number | null) =>
    override.mutate(
      { entryId: row.entryId, price },
      {
        onSuccess: () => {
          setValue('');
          onSaved();
        },
        onError: (error) =>
          toast({
            title: 'Failed to set the price',
            description: error.message,
            variant: 'destructive',
          }),
      },
    );
  if (row.overridden) {
    return (
      <Button
        size="sm"
        variant="ghost"
        loading={override.isPending}
        aria-label={`Clear manual price: ${label}`}
        onClick={() => save(null)}
      >
        Clear
      </Button>
    );
  }
  return (
    <form
      className="flex justify-end gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const price = manualPrice(value);
        if (price === null) {
          setInvalid(true);
          toast({
            title: 'Failed to set the price',
            description: MANUAL_PRICE_HINT,
            variant: 'destructive',
          });
          return;
        }
        save(price);
      }}
    >
      <Input
        aria-label={`Manual price: ${label}`}
        inputMode="decimal"
        className="h-8 w-16 text-right"
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
      />
      <Button size="sm" variant="outline" type="submit" loading={override.isPending}>
        Set
      </Button>
    </form>
  );
}
