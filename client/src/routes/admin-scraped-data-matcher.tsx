import { AdminGuard } from '@/features/matching/components/admin-guard';
import { ScrapedDataMatcherPage } from '@/features/matching/components/scraped-data-matcher';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ScrapedDataMatcherScreen() {
  useDocumentTitle('Scraped Data Matcher');
  return (
    <AdminGuard>
      <ScrapedDataMatcherPage />
    </AdminGuard>
  );
}
