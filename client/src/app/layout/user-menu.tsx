import { ChevronDown, LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/api/get-user';
import { initials } from './user-initials';

const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

export function UserMenu() {
  const { user, isLoading } = useUser();

  if (isLoading) return <Skeleton className="size-9 rounded-full bg-white/15" />;
  if (!user) {
    return (
      <Button asChild variant="accent" size="sm">
        <Link to="/auth">
          <LogIn aria-hidden />
          Sign In
        </Link>
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <span className="flex items-center gap-1.5 rounded-full p-0.5 pr-1.5 text-white">
          <span className="flex size-8 items-center justify-center rounded-full bg-accent text-xs font-bold text-accent-foreground">
            {initials(user)}
          </span>
          <ChevronDown className="size-4 opacity-80" aria-hidden />
        </span>
      }
    >
      <AccountMenu user={user} />
    </Suspense>
  );
}
