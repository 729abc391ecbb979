import { CircleCheck } from 'lucide-react';
import { STARTLIST_CSV_COLUMNS } from '@contract/imports';
import { useUploadStartlist } from '../api/imports';
import { CsvUploadDialog } from '@/components/shared/csv-upload-dialog';
import { EncodingNote } from '@/components/shared/encoding-note';
import { Counters } from './import-summary';
import { LinkedRecords } from './linked-records';

/**
 * Startlist upload for one competition: unknown riders and horses are created, and the answer
 * lists every name linked to a stored record and the encoding the file was read in. All or nothing.
 */
export function StartlistUploadDialog({
  competition,
  open,
  onOpenChange,
}: {
  competition: { id: number; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const upload = useUploadStartlist(competition.id);
  return (
    <CsvUploadDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Startlist upload"
      description={`${competition.name}: a rider is found by FEI id or name ("SMITH Ann (GBR)" or "Ann SMITH"), a horse by FEI id or by name together with its rider; others are created. Bridle number, FEI ids and price are optional; without start_order the rows start in the file's order. One bad row and nothing is saved.`}
      columns={STARTLIST_CSV_COLUMNS}
      actionLabel="Upload"
      failureTitle="Failed to upload startlist"
      upload={upload}
      renderResult={(result) => (
        <div className="space-y-3">
          <p role="status" className="flex items-start gap-2 font-medium">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
            {result.message}
          </p>
          <Counters
            items={[
              { label: 'Entries processed', value: result.entriesProcessed },
              { label: 'New entries', value: result.created },
              { label: 'Updated', value: result.updated },
              { label: 'Unchanged', value: result.unchanged },
              { label: 'Riders created', value: result.ridersCreated },
              { label: 'Horses created', value: result.horsesCreated },
            ]}
          />
          <EncodingNote encoding={result.encoding} />
          <LinkedRecords linked={result.linked} />
        </div>
      )}
    />
  );
}
