import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/api/get-user';

/** The one Access Denied screen, for anyone but an admin (docs/rules.md#admin). */
function AccessDenied() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive-text">
        <ShieldAlert className="size-7" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">Access Denied</h1>
      <p className="text-muted-foreground">Admin privileges required to access this page.</p>
      <Link to="/" className={buttonClasses('primary')}>
        Back to Home
      </Link>
    </div>
  );
}

/** Guards the admin screens: a spinner while the user loads, then Access Denied unless an admin. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!user?.isAdmin) return <AccessDenied />;
  return children;
}
