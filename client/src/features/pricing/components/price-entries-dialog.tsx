import { useEffect, useState } from 'react';
import type { PricedEntry } from '@contract/pricing';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { Input } from '@/components/ui/input';
import { useOverridePrice, usePriceEntries } from '../api/price-entries';

const shown = (value: number | null, digits: number) =>
  value === null ? '–' : value.toFixed(digits);

const columns: Array<[string, (row: PricedEntry) => string]> = [
  ['Runs', (row) => String(row.runs)],
  ['RA6', (row) => shown(row.ra6, 1)],
  ['SJ6', (row) => shown(row.sj6, 1)],
  ['XCJ', (row) => shown(row.xcj10, 2)],
  ['TSP', (row) => shown(row.tsp, 2)],
  ['Exp', (row) => shown(row.expPts, 1)],
  ['Elo', (row) => shown(row.elo_in, 0)],
  ['HPR', (row) => shown(row.hpr, 1)],
];

export interface PriceEntriesDialogProps {
  competitionId: number;
  competitionName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Prices a competition's entries from their form (docs/rules.md#form-and-prices): opens on a
 * preview of every entry's figures and price, then stores them on Apply prices.
 */
export function PriceEntriesDialog({
  competitionId,
  competitionName,
  open,
  onOpenChange,
}: PriceEntriesDialogProps) {
  const preview = usePriceEntries(competitionId);
  const apply = usePriceEntries(competitionId);
  const { mutate: runPreview, reset } = preview;

  useEffect(() => {
    if (open) runPreview(false);
    else reset();
  }, [open, runPreview, reset]);

  const rows = preview.data?.entries ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Price entries: {competitionName}</DialogTitle>
          <DialogDescription>
            Prices follow expected points: an average entry costs 2.0, entries with no form 2.5, and
            a manual price override is kept until you clear it, which restores the computed price.
          </DialogDescription>
        </DialogHeader>
        {preview.isPending && <p className="text-sm text-muted-foreground">Computing form…</p>}
        {preview.isError && (
          <p role="alert" className="text-sm text-destructive">
            {preview.error.message}
          </p>
        )}
        {preview.isSuccess && rows.length === 0 && (
          <p className="text-sm text-muted-foreground">This competition has no entries.</p>
        )}
        {rows.length > 0 && (
          <div className="max-h-[60vh] overflow-auto">
            <table className="w-full text-sm tabular-nums" aria-label="Price preview">
              <thead className="sticky top-0 bg-background text-left text-xs text-muted-foreground">
                <tr>
                  <th className="py-1.5 pr-2 font-medium">Combination</th>
                  {columns.map(([label]) => (
                    <th key={label} className="px-2 py-1.5 text-right font-medium">
                      {label}
                    </th>
                  ))}
                  <th className="py-1.5 pl-2 text-right font-medium">Price</th>
                  <th className="py-1.5 pl-2 text-right font-medium">Manual price</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.entryId} className="border-t border-border">
                    <td className="py-1.5 pr-2">
                      <span className="font-medium">{row.athleteName}</span>
                      <span className="text-muted-foreground"> · {row.horseName}</span>
                    </td>
                    {columns.map(([label, value]) => (
                      <td key={label} className="px-2 py-1.5 text-right">
                        {value(row)}
                      </td>
                    ))}
                    <td className="py-1.5 pl-2 text-right font-semibold">
                      {row.price.toFixed(1)}
                      {row.overridden && (
                        <span className="ml-1 text-xs font-normal text-muted-foreground">
                          (manual)
                        </span>
                      )}
                    </td>
                    <td className="py-1.5 pl-2 text-right">
                      <OverrideCell
                        competitionId={competitionId}
                        row={row}
                        onSaved={() => runPreview(false)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={!preview.isSuccess || rows.length === 0}
            loading={apply.isPending}
            onClick={() =>
              apply.mutate(true, {
                onSuccess: (result) => {
                  toast({
                    title: 'Prices applied',
                    description: `${result.entries.length} entries priced.`,
                    variant: 'success',
                  });
                  onOpenChange(false);
                },
                onError: (error) =>
                  toast({
                    title: 'Failed to apply prices',
                    description: error.message,
                    variant: 'destructive',
                  }),
              })
            }
          >
            Apply prices
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * An operator's price for one entry (1.0 to 9.9), kept through later pricing until cleared
 * (docs/rules.md#form-and-prices).
 */
function OverrideCell({
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
