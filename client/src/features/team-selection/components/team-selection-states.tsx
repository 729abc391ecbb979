import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';

export const NOT_FOUND_TITLE = 'Page not found';

/** The builder's states around its content: not found, and the skeletons of its loading. */
export function PageNotFound() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <EmptyState
      icon={SearchX}
      title={NOT_FOUND_TITLE}
      level="page"
      description="This competition does not exist."
      action={
        <Link to="/calendar" className={buttonClasses('primary')}>
          See all events
        </Link>
      }
    />
  );
}

export function CardsSkeleton() {
  return (
    <div
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
      role="status"
      aria-label="Loading competitors"
    >
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-44 rounded-card" />
      ))}
    </div>
  );
}

export function TeamSelectionSkeleton() {
  return (
    <div className="space-y-5" role="status" aria-label="Loading team selection">
      <Skeleton className="h-16" />
      <Skeleton className="h-24 rounded-card" />
      <CardsSkeleton />
    </div>
  );
}
