import { SCORE_PENALTY_FIELDS } from '@contract/score-fields';
import { CircleCheck, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useUploadResults } from '../api/imports';
import { CsvUploadDialog } from '@/components/shared/csv-upload-dialog';
import { EncodingNote } from '@/components/shared/encoding-note';
import { downloadEntriesCsv } from './download-entries-csv';

/**
 * Upload results CSV: the entries download, edited; points and positions are recomputed. The
 * outcome says which encoding the file was read in.
 */
export function UploadResultsDialog({
  competition,
  open,
  onOpenChange,
}: {
  competition: { id: number; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const upload = useUploadResults(competition.id);
  return (
    <CsvUploadDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Upload results CSV"
      description={
        <>
          {competition.name}: download the entries, edit scores, statuses, prices or statistics in a
          spreadsheet, and upload the file. Rows are matched by entry_id; points and positions are
          recalculated. One bad row and nothing is saved, nor is a file that would overwrite scores
          saved since it was downloaded (keep its scores_version column).{' '}
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto p-0"
            onClick={() => void downloadEntriesCsv(competition.id, competition.name)}
          >
            <Download aria-hidden />
            Download entries CSV
          </Button>
        </>
      }
      columns={['entry_id', 'start_order', 'price', ...SCORE_PENALTY_FIELDS, '…', 'scores_version']}
      actionLabel="Upload"
      failureTitle="Failed to upload results"
      upload={upload}
      renderResult={(result) => (
        <div className="space-y-3">
          <p role="status" className="flex items-start gap-2 font-medium">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
            {result.message}
          </p>
          <EncodingNote encoding={result.encoding} />
        </div>
      )}
    />
  );
}
