import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { TIMERS } from '@contract/constants';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { toast } from '@/components/ui/toast-store';
import { userQueryKey } from '@/features/auth/api/get-user';
import { PwaLayer } from '@/features/pwa/components/pwa-layer';
import { startCachedReadsStore } from '@/features/pwa/lib/cached-reads-store';
import './styles.css';

const router = createAppRouter();
startCachedReadsStore();

let redirectPending = false;
/** Spec §2: a 401 outside the user call says so, forgets the user and goes to /auth after 500 ms. */
function handleUnauthorized(): void {
  if (redirectPending) return;
  redirectPending = true;
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  window.setTimeout(() => {
    redirectPending = false;
    // The session is gone: forget the user so /auth shows the sign-in form.
    queryClient.setQueryData(userQueryKey, null);
    void router.navigate('/auth');
  }, TIMERS.loginRedirectMs);
}

const queryClient = createQueryClient(handleUnauthorized);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      {/* Route changes render immediately rather than in a transition, so state changes that
          follow a navigation (sign-out) never render the previous, protected screen. */}
      <RouterProvider router={router} useTransitions={false} />
      <PwaLayer />
    </AppProviders>
  </StrictMode>,
);
