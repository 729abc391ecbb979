import { toast } from '@/components/ui/toast-store';
import { downloadFile } from '@/api/upload-csv';

/** GET /api/admin/competitions/{id}/entries/csv (session cookie), saved as {name}_entries.csv. */
export async function downloadEntriesCsv(competitionId: number, name: string): Promise<void> {
  try {
    await downloadFile(
      `/api/admin/competitions/${competitionId}/entries/csv`,
      `${name.replace(/[^\w-]+/g, '_')}_entries.csv`,
    );
  } catch (error) {
    toast({
      title: 'Failed to download competition entries',
      description: error instanceof Error ? error.message : undefined,
      variant: 'destructive',
    });
  }
}
