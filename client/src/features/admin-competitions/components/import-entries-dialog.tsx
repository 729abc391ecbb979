import { ENTRY_CSV_COLUMNS } from '@contract/imports';
import { useImportCompetitionEntries } from '../api/imports';
import { CsvUploadDialog } from '@/components/shared/csv-upload-dialog';
import { EncodingNote } from '@/components/shared/encoding-note';
import { Counters, GroupedErrors, SummaryTitle } from './import-summary';

/** Competition Entries import (decision 009) with the grouped row errors. */
export function ImportEntriesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const upload = useImportCompetitionEntries();
  return (
    <CsvUploadDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import Competition Entries"
      description="Each row enters a rider and horse in a competition by their ids. A combination already entered counts as a duplicate; rows with errors are skipped."
      columns={ENTRY_CSV_COLUMNS}
      actionLabel="Import"
      failureTitle="Failed to import competition entries"
      upload={upload}
      renderResult={(result) => (
        <div className="space-y-3">
          <SummaryTitle skipped={result.skipped}>
            {result.imported} imported, {result.duplicates} duplicates, {result.skipped} skipped.
          </SummaryTitle>
          <Counters
            items={[
              { label: 'Imported', value: result.imported },
              { label: 'Duplicates', value: result.duplicates },
              { label: 'Skipped', value: result.skipped },
              { label: 'Errors', value: result.errors.length },
            ]}
          />
          <EncodingNote encoding={result.encoding} />
          <GroupedErrors errors={result.errors} />
        </div>
      )}
    />
  );
}
