import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';

/** Guards protected screens: a spinner while the user loads, then /auth when signed out. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return children ?? <Outlet />;
}
