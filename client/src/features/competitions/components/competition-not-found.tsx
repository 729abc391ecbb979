import { Medal } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { useDocumentTitle } from '@/lib/use-document-title';

export const COMPETITION_NOT_FOUND = 'Competition not found';

/** The results of a competition that does not exist: the whole page, named in the tab's title. */
export function CompetitionNotFound() {
  useDocumentTitle(COMPETITION_NOT_FOUND);
  return <EmptyState title={COMPETITION_NOT_FOUND} icon={Medal} level="page" />;
}
