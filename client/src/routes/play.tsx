import { Trophy } from 'lucide-react';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function PlayScreen() {
  useDocumentTitle('Play');
  return (
    <ScreenPlaceholder
      title="Play"
      eyebrow="Your game"
      icon={Trophy}
      description="Your teams, leagues and performance in one place."
      summary="Your next competition with its deadline countdown, your leagues and how your teams are doing."
      action={{ to: '/calendar', label: 'See all events' }}
    />
  );
}
