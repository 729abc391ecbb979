import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useDevVerifyAvailable } from '../api/get-dev-verify-status';
import { VerifyEmailPage } from './verify-email-page';

/** /dev-verify: only where the server offers it (never in production). */
export function DevVerifyPage({ notFound }: { notFound: ReactNode }) {
  const status = useDevVerifyAvailable();
  if (status.isPending) return <PageSpinner />;
  if (status.isError) {
    return <ErrorState onRetry={() => void status.refetch()} retrying={status.isFetching} />;
  }
  if (!status.data) return notFound;
  return (
    <div>
      <VerifyEmailPage mode="paste" />
      <p className="text-center">
        <Link
          to="/auth"
          className="inline-flex items-center text-sm font-medium text-primary-soft-foreground hover:underline"
        >
          Back to Login
        </Link>
      </p>
    </div>
  );
}
