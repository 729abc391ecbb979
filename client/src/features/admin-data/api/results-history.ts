import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import {
  resultsHistoryImportSchema,
  resultsHistoryListSchema,
  type ResultsHistoryImport,
} from '@contract/results-history';
import { ApiError, apiGet } from '@/lib/api';

export const resultsHistoryKey = ['admin', 'results-history'] as const;

export function useResultsHistory() {
  return useQuery({
    queryKey: resultsHistoryKey,
    queryFn: () => apiGet('/api/admin/results-history', resultsHistoryListSchema),
  });
}

const messageOf = (text: string, fallback: string) => {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'message' in body) {
      return typeof body.message === 'string' ? body.message : fallback;
    }
  } catch {
    // a plain-text answer
  }
  return text.trim() || fallback;
};

/**
 * Uploads a history file with upload progress (files of thousands of rows take a while), then
 * validates the answer.
 */
export function uploadHistory(
  file: File,
  onProgress: (percent: number) => void,
): Promise<ResultsHistoryImport> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/results-history/import');
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded * 100) / event.total));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(resultsHistoryImportSchema.parse(JSON.parse(request.responseText)));
        } catch (error) {
          reject(error instanceof Error ? error : new Error('Unexpected answer'));
        }
      } else {
        const message = messageOf(request.responseText, request.statusText || 'Upload failed');
        reject(new ApiError(request.status, request.responseText, message));
      }
    };
    request.onerror = () => reject(new Error('Upload failed: the connection was lost.'));
    const form = new FormData();
    form.append('csvFile', file);
    request.send(form);
  });
}

export function useUploadHistory(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadHistory(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultsHistoryKey }),
  });
}
