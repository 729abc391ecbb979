import { NewsPage } from '@/features/articles/components/news-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NewsScreen() {
  useDocumentTitle('News');
  return <NewsPage />;
}
