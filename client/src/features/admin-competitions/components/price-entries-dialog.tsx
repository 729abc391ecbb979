import { useEffect } from 'react';
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
import { usePriceEntries } from '../api/price-entries';
import { FieldSummaryLine } from './field-summary';
import { OverrideCell } from './price-override-cell';

const shown = (value: number | null, digits: number) =>
  value === null ? '–' : value.toFixed(digits);

const columns: Array<[string, (row: PricedEntry) => string]> = [
  ['Runs', (row) => String(row.runs)],
  ['RA6', (row) => shown(row.ra6, 1)],
  ['SJ6', (row) => shown(row.sj6, 1)],
  ['XCJ', (row) => shown(row.xcj10, 2)],
  ['TSP', (row) => shown(row.tsp, 2)],
  ['Exp', (row) => (row.noForm ? 'No form' : shown(row.expPts, 1))],
  ['XC finish', (row) => (row.xcFinish === null ? '–' : `${Math.round(row.xcFinish * 100)}%`)],
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
            Expected points come from each combination&apos;s record against its fields, adjusted to
            this competition&apos;s level and to how often it failed to finish, and read against the
            other entries, since a field cannot all beat itself. Prices run from 1.0 for the weakest
            to 5.0 for the strongest (the median entry 2.0), scaled so any entry fits a team with
            the four cheapest; entries with no form are priced from the level and the field. A
            manual price is kept until you clear it, which restores the computed price.
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
        {preview.data && rows.length > 0 && <FieldSummaryLine summary={preview.data.summary} />}
        {rows.length > 0 && (
          <div className="max-h-[55vh] overflow-auto">
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
