import { useState } from 'react';
import type { PricedEntry } from '@contract/pricing';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { useOverridePrice } from '../api/price-entries';

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
        const price = Number(value);
        if (value.trim() === '' || !Number.isFinite(price)) return;
        save(price);
      }}
    >
      <Input
        aria-label={`Manual price: ${label}`}
        inputMode="decimal"
        className="h-8 w-16 text-right"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button size="sm" variant="outline" type="submit" loading={override.isPending}>
        Set
      </Button>
    </form>
  );
}
