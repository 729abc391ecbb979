import { PageHeader } from '@/components/ui/page-header';
import { CalendarView } from '@/features/competitions/components/calendar-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CalendarScreen() {
  useDocumentTitle('Events');
  return (
    <div className="animate-slide-in">
      <PageHeader
        eyebrow="Calendar"
        title="Events"
        description="Upcoming and past competitions, with live results as they happen."
      />
      <CalendarView />
    </div>
  );
}
