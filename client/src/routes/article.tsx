import { FileText } from 'lucide-react';
import { useParams } from 'react-router';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ArticleScreen() {
  const { slug } = useParams();
  useDocumentTitle('Article');
  return (
    <ScreenPlaceholder
      title="Article"
      eyebrow="News"
      icon={FileText}
      description="The full story, with the community poll when there is one."
      summary="The article reader with its hero image, author, date and optional poll."
      meta={<span className="tabular-nums">Article {slug}</span>}
      action={{ to: '/news', label: 'All news' }}
    />
  );
}
