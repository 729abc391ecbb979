import { MyTeamsPage } from '@/features/fantasy/components/my-teams-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function MyTeamsScreen() {
  useDocumentTitle('My Teams');
  return <MyTeamsPage />;
}
