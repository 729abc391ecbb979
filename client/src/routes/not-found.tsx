import { ArrowLeft, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundScreen() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="mx-auto flex min-h-[55vh] max-w-md animate-slide-in flex-col items-center justify-center gap-5 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <Compass className="size-8" aria-hidden />
      </span>
      <p className="text-sm font-bold tracking-[0.2em] text-accent-text tabular-nums">404</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="text-muted-foreground">
        This course has no such fence. The page you were looking for doesn't exist or has moved.
      </p>
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        <ArrowLeft aria-hidden />
        Back to home
      </Link>
    </div>
  );
}
