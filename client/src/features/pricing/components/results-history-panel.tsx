import { useState } from 'react';
import { RESULTS_HISTORY_CSV_COLUMNS } from '@contract/results-history';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useResultsHistory, useUploadHistory } from '../api/results-history';

/**
 * Past results for form and prices (docs/rules.md#form-and-prices): import an FEI-style results
 * file with progress, and the history per event.
 */
export function ResultsHistoryPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const history = useResultsHistory();
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
          Columns: {RESULTS_HISTORY_CSV_COLUMNS.join(', ')}; optional dr_status, sj_status,
          xc_status.
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
          <p role="alert" className="text-sm text-destructive">
            {upload.error.message}
          </p>
        )}
        {result && (
          <div role="status" className="text-sm">
            <p>
              {result.rows} rows from {result.events} events: {result.matched} matched,{' '}
              {result.ridersCreated} riders and {result.horsesCreated} horses created,{' '}
              {result.errors.length} skipped.
            </p>
            {result.errors.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-xs text-destructive">
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

      <div>
        <h3 className="text-sm font-semibold">
          History{history.data ? ` (${history.data.totalRows} runs)` : ''}
        </h3>
        {history.isPending && <p className="text-sm text-muted-foreground">Loading…</p>}
        {history.data?.events.length === 0 && (
          <p className="text-sm text-muted-foreground">No results history yet.</p>
        )}
        {history.data && history.data.events.length > 0 && (
          <div className="max-h-96 overflow-auto">
            <table className="w-full text-sm tabular-nums" aria-label="Results history">
              <thead className="text-left text-xs text-muted-foreground">
                <tr>
                  <th className="py-1.5 pr-2 font-medium">Date</th>
                  <th className="px-2 py-1.5 font-medium">Event</th>
                  <th className="px-2 py-1.5 font-medium">Level</th>
                  <th className="py-1.5 pl-2 text-right font-medium">Runs</th>
                </tr>
              </thead>
              <tbody>
                {history.data.events.map((event) => (
                  <tr
                    key={`${event.eventName}|${event.eventDate}|${event.level}`}
                    className="border-t border-border"
                  >
                    <td className="py-1.5 pr-2">{event.eventDate}</td>
                    <td className="px-2 py-1.5">{event.eventName}</td>
                    <td className="px-2 py-1.5">{event.level}</td>
                    <td className="py-1.5 pl-2 text-right">{event.rows}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}
