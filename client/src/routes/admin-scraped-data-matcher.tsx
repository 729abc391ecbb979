import { RequireAdmin } from '@/app/require-admin';
import { ScrapedDataMatcherPage } from '@/features/matching/components/scraped-data-matcher';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ScrapedDataMatcherScreen() {
  useDocumentTitle('Scraped Data Matcher');
  return (
    <RequireAdmin>
      <ScrapedDataMatcherPage />
    </RequireAdmin>
  );
}
