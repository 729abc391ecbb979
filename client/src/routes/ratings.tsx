import { ChartColumn } from 'lucide-react';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function RatingsScreen() {
  useDocumentTitle('Stats & Rankings');
  return (
    <ScreenPlaceholder
      title="Stats & Rankings"
      eyebrow="Stats"
      icon={ChartColumn}
      description="Horse and rider rankings under the new points system."
      summary="Horse and rider rankings by year, level and phase, with points per start and per million."
      action={{ to: '/scoring', label: 'How scoring works' }}
    />
  );
}
