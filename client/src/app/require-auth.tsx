import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { TIMERS } from '@contract/constants';
import { PageSpinner } from '@/components/ui/spinner';
import { loadToaster } from '@/components/ui/toast-loader';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/api/get-user';

export interface RequireAuthProps {
  children?: ReactNode;
  /**
   * The league page tells a signed-out visitor 'You are logged out. Logging in
   * again...' and goes to /auth after 0.5 s; the other protected screens go there at once.
   */
  announceSignedOut?: boolean;
}

/** Guards protected screens: a spinner while the user loads, then /auth when signed out. */
export function RequireAuth({ children, announceSignedOut = false }: RequireAuthProps) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!user) {
    if (announceSignedOut) return <SignedOutRedirect from={location.pathname} />;
    return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  }
  return children ?? <Outlet />;
}

function SignedOutRedirect({ from }: { from: string }) {
  const navigate = useNavigate();
  const announced = useRef(false);
  useEffect(() => {
    let timer: number | undefined;
    let cancelled = false;
    // The toast viewport is loaded on demand: the 0.5 s count starts once it can show the notice.
    void loadToaster()
      .catch(() => undefined)
      .then(() => {
        if (cancelled) return;
        // One toast per visit, even when effects run twice in development.
        if (!announced.current) {
          announced.current = true;
          toast({
            title: 'Unauthorized',
            description: 'You are logged out. Logging in again...',
            variant: 'destructive',
          });
        }
        timer = window.setTimeout(() => {
          void navigate('/auth', { replace: true, state: { from } });
        }, TIMERS.loginRedirectMs);
      });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [navigate, from]);
  return <PageSpinner label="Redirecting to sign in" />;
}
