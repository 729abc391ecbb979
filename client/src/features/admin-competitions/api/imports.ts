import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  athleteImportResultSchema,
  entryImportResultSchema,
  resultsUploadSchema,
  startlistResultSchema,
} from '@contract/imports';
import { uploadCsv } from '@/api/upload-csv';

/** POST /api/admin/import-athletes (csvFile) → imported, updated, skipped, errors, encoding. */
export const importAthletes = (file: File) =>
  uploadCsv('/api/admin/import-athletes', 'csvFile', file, athleteImportResultSchema);

/**
 * POST /api/admin/import-competition-entries (csvFile) → imported, duplicates, skipped, errors,
 * encoding.
 */
export const importCompetitionEntries = (file: File) =>
  uploadCsv('/api/admin/import-competition-entries', 'csvFile', file, entryImportResultSchema);

/** POST /api/admin/competitions/{id}/startlist (startlist) → message, counts, links, encoding. */
export const uploadStartlist = (competitionId: number, file: File) =>
  uploadCsv(
    `/api/admin/competitions/${competitionId}/startlist`,
    'startlist',
    file,
    startlistResultSchema,
  );

/** POST /api/admin/competitions/{id}/entries/upload (csvFile) → message, updated, encoding. */
export const uploadResults = (competitionId: number, file: File) =>
  uploadCsv(
    `/api/admin/competitions/${competitionId}/entries/upload`,
    'csvFile',
    file,
    resultsUploadSchema,
  );

/** Entries, riders and horses changed: the admin lists and every public competition query. */
async function invalidateAfterImport(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin'] }),
    queryClient.invalidateQueries({ queryKey: ['competitions'] }),
  ]);
}

function useImport<TVariables, TResult>(fn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateAfterImport(queryClient) });
}

export const useImportAthletes = () => useImport(importAthletes);
export const useImportCompetitionEntries = () => useImport(importCompetitionEntries);
export const useUploadStartlist = (competitionId: number) =>
  useImport((file: File) => uploadStartlist(competitionId, file));
export const useUploadResults = (competitionId: number) =>
  useImport((file: File) => uploadResults(competitionId, file));
