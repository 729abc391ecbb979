import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Shown when a screen fails to render or its code cannot be downloaded (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg items-center px-4">
      <ErrorState
        className="w-full"
        level="page"
        title="This page could not be loaded"
        description="Check your connection, then try again. If it keeps happening, reload the app."
        onRetry={() => window.location.reload()}
      />
    </div>
  );
}
