import { TIMERS } from '@contract/constants';
import { toast } from '@/components/ui/toast-store';

/**
 * The handler for a 401 outside the user call: says 'Unauthorized', then after 500 ms calls
 * `redirect` (forget the user, go to /auth). Its toast holds the screen until then, so the failed
 * call's own error toast does not replace it; further 401s meanwhile add nothing.
 */
export function createUnauthorizedHandler(redirect: () => void): () => void {
  let redirectPending = false;
  return () => {
    if (redirectPending) return;
    redirectPending = true;
    toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
      holdMs: TIMERS.loginRedirectMs,
    });
    window.setTimeout(() => {
      redirectPending = false;
      redirect();
    }, TIMERS.loginRedirectMs);
  };
}
