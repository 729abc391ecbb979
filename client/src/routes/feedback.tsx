import { FeedbackPage } from '@/features/feedback/components/feedback-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function FeedbackScreen() {
  useDocumentTitle('Feedback');
  return <FeedbackPage />;
}
