import { FileSpreadsheet } from 'lucide-react';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ScrapedDataMatcherScreen() {
  useDocumentTitle('Scraped Data Matcher');
  return (
    <ScreenPlaceholder
      title="Scraped Data Matcher"
      eyebrow="Administration"
      icon={FileSpreadsheet}
      description="Upload a CSV of scraped results and match it to competition entries."
      summary="Upload, preview and confirm matches between scraped names and entries."
      action={{ to: '/admin', label: 'Admin Panel' }}
    />
  );
}
