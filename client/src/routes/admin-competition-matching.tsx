import { GitCompareArrows } from 'lucide-react';
import { useParams } from 'react-router';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CompetitionMatchingScreen() {
  const { id } = useParams();
  useDocumentTitle('Competition Matching');
  return (
    <ScreenPlaceholder
      title="Competition Matching"
      eyebrow="Administration"
      icon={GitCompareArrows}
      description="Match scraped results to this competition's entries."
      summary="Review automatic matches, fix the rest by hand and apply them."
      meta={<span className="tabular-nums">Competition {id}</span>}
      action={{ to: '/admin', label: 'Admin Panel' }}
    />
  );
}
