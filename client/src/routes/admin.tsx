import { Shield } from 'lucide-react';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminScreen() {
  useDocumentTitle('Admin Panel');
  return (
    <ScreenPlaceholder
      title="Admin Panel"
      eyebrow="Administration"
      icon={Shield}
      description="Articles, competitions, leagues, feedback and data."
      summary="Manage content, competitions, live scoring, leagues, feedback and master data."
    />
  );
}
