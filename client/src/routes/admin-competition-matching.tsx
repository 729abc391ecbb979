import { idFromPath } from '@contract/id-from-path';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { RequireAdmin } from '@/app/require-admin';
import {
  MatchingDashboardView,
  MatchingPageHeader,
} from '@/features/matching/components/matching-dashboard';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CompetitionMatchingScreen() {
  useDocumentTitle('Competition Matching');
  const id = idFromPath(useParams().id);
  return (
    <RequireAdmin>
      {id !== null ? (
        <MatchingDashboardView competitionId={id} />
      ) : (
        <div className="space-y-6">
          <MatchingPageHeader />
          <ErrorState
            title="Competition not found"
            description="This address names no competition."
          />
        </div>
      )}
    </RequireAdmin>
  );
}
