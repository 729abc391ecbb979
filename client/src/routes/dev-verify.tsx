import { DevVerifyPage } from '@/features/auth/components/dev-verify-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NotFoundScreen } from './not-found';

export function DevVerifyScreen() {
  useDocumentTitle('Development Verification');
  return <DevVerifyPage notFound={<NotFoundScreen />} />;
}
