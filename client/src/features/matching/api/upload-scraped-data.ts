import { useMutation } from '@tanstack/react-query';
import { matchUploadResultSchema, type MatchUploadResult } from '@contract/matching';
import { uploadCsv } from '@/api/upload-csv';

/** POST /api/admin/competitions/{id}/match-scraped-data (multipart, csvFile) */
export function uploadScrapedData(competitionId: number, file: File): Promise<MatchUploadResult> {
  return uploadCsv(
    `/api/admin/competitions/${competitionId}/match-scraped-data`,
    'csvFile',
    file,
    matchUploadResultSchema,
  );
}

export function useUploadScrapedData() {
  return useMutation({
    mutationFn: ({ competitionId, file }: { competitionId: number; file: File }) =>
      uploadScrapedData(competitionId, file),
  });
}
