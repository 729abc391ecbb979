import { Newspaper } from 'lucide-react';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NewsScreen() {
  useDocumentTitle('News');
  return (
    <ScreenPlaceholder
      title="News"
      eyebrow="Content"
      icon={Newspaper}
      description="Stories, interviews and analysis from the eventing world."
      summary="The featured story, then every article newest first, with free and premium tabs."
    />
  );
}
