import { useState } from 'react';
import {
  RESULTS_HISTORY_CSV_COLUMNS,
  RESULTS_HISTORY_OPTIONAL_COLUMNS,
} from '@contract/results-history';
import { EncodingNote } from '@/components/shared/encoding-note';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUploadHistory } from '../api/results-history';
import { ResultsHistoryEvents } from './results-history-events';

/** "1 row", "3 rows". */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Past results for form and prices (docs/rules.md#form-and-prices): import an FEI-style results
 * file with progress (a corrected file imported again updates its runs; the outcome says which
 * encoding the file was read in), and the imported events, each of which can be deleted.
 */
export function ResultsHistoryPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadHistory(setProgress);
  const result = upload.data;

  return (
    <div className="space-y-4">
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) return;
          setProgress(0);
          upload.mutate(file);
        }}
      >
        <Label htmlFor="history-file">Results history CSV</Label>
        <p className="text-xs text-muted-foreground">
          Columns: {RESULTS_HISTORY_CSV_COLUMNS.join(', ')}; optional{' '}
          {RESULTS_HISTORY_OPTIONAL_COLUMNS.join(', ')}. FEI exports and Excel files (UTF-8, UTF-16,
          Windows-1252; comma or semicolon) are read as they are.
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Input
            id="history-file"
            type="file"
            accept=".csv,text/csv"
            className="max-w-sm"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <Button type="submit" disabled={!file} loading={upload.isPending}>
            Import history
          </Button>
        </div>
        {upload.isPending && (
          <div className="space-y-1">
            <progress
              className="h-2 w-full max-w-sm"
              max={100}
              value={progress}
              aria-label="Upload progress"
            />
            <p className="text-xs text-muted-foreground tabular-nums">
              {progress < 100 ? `Uploading… ${progress}%` : 'Matching riders and horses…'}
            </p>
          </div>
        )}
        {upload.isError && (
          <p role="alert" className="text-sm text-destructive-text">
            {upload.error.message}
          </p>
        )}
        {result && (
          <div role="status" className="text-sm">
            <p>
              {counted(result.rows, 'row')} from {counted(result.events, 'event')}: {result.created}{' '}
              new, {result.updated} updated, {result.unchanged} unchanged
              {result.repeated > 0 ? `, ${result.repeated} repeated in the file` : ''};{' '}
              {result.matched} matched existing riders and horses,{' '}
              {counted(result.ridersCreated, 'rider')} and {counted(result.horsesCreated, 'horse')}{' '}
              created; {result.errors.length} skipped.
            </p>
            <EncodingNote encoding={result.encoding} />
            {result.errors.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-xs text-destructive-text">
                {result.errors.slice(0, 20).map((error) => (
                  <li key={error.rowIndex}>
                    Line {error.rowIndex}: {error.error}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </form>

      <ResultsHistoryEvents />
    </div>
  );
}
