import { CalendarDays } from 'lucide-react';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CalendarScreen() {
  useDocumentTitle('Events');
  return (
    <ScreenPlaceholder
      title="Events"
      eyebrow="Calendar"
      icon={CalendarDays}
      description="Upcoming and past competitions, with live results as they happen."
      summary="Upcoming competitions with their start countdown, plus past events and their results."
    />
  );
}
