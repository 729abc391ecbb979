import { MessageSquareText } from 'lucide-react';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function FeedbackScreen() {
  useDocumentTitle('Feedback');
  return (
    <ScreenPlaceholder
      title="Feedback"
      eyebrow="Help shape 2.0"
      icon={MessageSquareText}
      description="This is a brand-new build, so you may spot small bugs. Tell us what you think."
      summary="Send bug reports and feature requests straight to the team."
    />
  );
}
