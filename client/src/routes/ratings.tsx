import { PageHeader } from '@/components/ui/page-header';
import { RatingsView } from '@/features/stats/components/ratings-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function RatingsScreen() {
  useDocumentTitle('Stats & Rankings');
  return (
    <div className="animate-slide-in">
      <PageHeader
        eyebrow="Stats"
        title="Stats & Rankings"
        description="Horse and rider rankings under the new points system."
      />
      <RatingsView />
    </div>
  );
}
