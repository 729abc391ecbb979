import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { loadedToaster, loadToaster, ToastViewport } from '@/components/ui/toast-loader';
import { useToast } from '@/components/ui/toast-store';

/**
 * The toast viewport (Radix Toast) is loaded when the first toast is shown, so a first visit does
 * not download it; the store keeps that toast until the viewport renders it. Not React.lazy: a
 * suspended boundary would hold the first toast back for React's fallback throttle.
 */
function LazyToaster() {
  const { toasts } = useToast();
  const [ready, setReady] = useState(() => loadedToaster() !== undefined);
  const needed = toasts.length > 0;
  useEffect(() => {
    if (!ready && needed) void loadToaster().then(() => setReady(true));
  }, [ready, needed]);
  return ready || loadedToaster() ? <ToastViewport /> : null;
}

/** Data cache and the single-toast notifier (tooltips bring their own provider). */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
