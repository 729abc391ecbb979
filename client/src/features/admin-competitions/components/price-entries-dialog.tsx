import { useEffect } from 'react';
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
import { entriesText } from '../lib/entry-counts';
import { FieldSummaryLine, SavedTeamsLine } from './field-summary';
import { PricePreviewTable } from './price-preview-table';

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
  const pricesFixed = preview.data?.pricesFixed === true;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-w-4xl flex-col p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>Price entries: {competitionName}</DialogTitle>
          <DialogDescription>
            Prices follow expected points: 1.0 for the weakest entry, 2.0 for the median and 5.0 for
            the strongest at most, or 1.8 each when every entry is expected alike. When the four
            cheapest and the dearest would cost more than the 10.0 budget together, every price
            above 1.0 is scaled down until they fit.
          </DialogDescription>
          <details className="text-sm text-muted-foreground">
            <summary className="cursor-pointer font-medium text-foreground">
              How expected points and prices are computed
            </summary>
            <p className="mt-1">
              Expected points come from each combination&apos;s record against its fields, adjusted
              to this competition&apos;s level and to how often it failed to finish, and read
              against the other entries, since a field cannot all beat itself. Entries with no form
              are priced as newcomers did at the level, against the field; a withdrawn entry is left
              out of the field and keeps its price. A manual price is kept until you clear it, which
              restores the computed price, or the start list&apos;s price of an entry never priced.
            </p>
          </details>
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
        {pricesFixed && (
          <p role="note" className="rounded-lg bg-accent-soft px-3 py-2 text-sm text-accent-text">
            Team selection has closed: the prices are what players paid and stay as they are. Apply
            stores the figures (form, expected points and ratings) only.
          </p>
        )}
        {preview.data && rows.length > 0 && <FieldSummaryLine summary={preview.data.summary} />}
        {preview.data && <SavedTeamsLine savedTeams={preview.data.savedTeams} />}
        {rows.length > 0 && (
          <PricePreviewTable
            competitionId={competitionId}
            rows={rows}
            onOverrideSaved={() => runPreview(false)}
          />
        )}
        <DialogFooter className="flex-row justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={!preview.isSuccess || rows.length === 0}
            loading={apply.isPending}
            onClick={() =>
              apply.mutate(true, {
                onSuccess: (result) => {
                  toast(
                    result.pricesFixed
                      ? {
                          title: 'Figures applied',
                          description: `${entriesText(result.entries.length)} updated; prices kept.`,
                          variant: 'success',
                        }
                      : {
                          title: 'Prices applied',
                          description: `${entriesText(result.entries.length)} priced.`,
                          variant: 'success',
                        },
                  );
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
            {pricesFixed ? 'Apply figures' : 'Apply prices'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
