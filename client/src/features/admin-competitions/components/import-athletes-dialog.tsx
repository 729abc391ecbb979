import { ATHLETE_CSV_COLUMNS } from '@contract/imports';
import { useImportAthletes } from '../api/imports';
import { CsvUploadDialog } from '@/components/shared/csv-upload-dialog';
import { EncodingNote } from '@/components/shared/encoding-note';
import { Counters, GroupedErrors, SummaryTitle } from './import-summary';

/** Import Athletes (decision 009): name, birth_date (DD/MM/YYYY), nationality → imported, updated. */
export function ImportAthletesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const upload = useImportAthletes();
  return (
    <CsvUploadDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import Athletes"
      description="Athletes already known by name are updated; the others are added."
      columns={ATHLETE_CSV_COLUMNS}
      actionLabel="Import"
      failureTitle="Failed to import athletes"
      upload={upload}
      renderResult={(result) => (
        <div className="space-y-3">
          <SummaryTitle skipped={result.skipped} />
          <Counters
            items={[
              { label: 'Imported', value: result.imported },
              { label: 'Updated', value: result.updated },
              { label: 'Skipped', value: result.skipped },
            ]}
          />
          <EncodingNote encoding={result.encoding} />
          <GroupedErrors errors={result.errors} />
        </div>
      )}
    />
  );
}
