import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { TIMERS } from '@contract/constants';
import { cn } from '@/lib/cn';
import {
  useCurrentToastPlacement,
  useToast,
  type ToastPlacement,
  type ToastVariant,
} from './toast-store';

const variantStyles: Record<ToastVariant, string> = {
  default: 'border-border bg-surface-raised text-foreground',
  success: 'border-primary/30 bg-surface-raised text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

const variantIcons: Record<ToastVariant, ReactNode> = {
  default: <Info className="size-5 text-primary-soft-foreground" aria-hidden />,
  success: <CircleCheck className="size-5 text-success" aria-hidden />,
  destructive: <CircleAlert className="size-5" aria-hidden />,
};

const placementStyles: Record<ToastPlacement, string> = {
  bottom:
    'bottom-[calc(4.5rem+env(safe-area-inset-bottom))] p-4 md:right-0 md:bottom-0 md:left-auto md:mx-0 md:max-w-sm',
  'top-on-small-screens':
    'top-[env(safe-area-inset-top)] p-3 lg:top-auto lg:right-0 lg:bottom-0 lg:left-auto lg:mx-0 lg:max-w-sm lg:p-4',
};

/**
 * Renders the toast store with Radix Toast: 5000 ms, swipe right past 50 px to dismiss,
 * F8 focuses the viewport (Radix defaults).
 */
export function Toaster({ children }: { children?: ReactNode }) {
  const { toasts, dismiss } = useToast();
  const placement = useCurrentToastPlacement();
  return (
    <ToastPrimitive.Provider duration={TIMERS.toastMs} swipeDirection="right" swipeThreshold={50}>
      {children}
      {toasts.map(({ id, title, description, variant = 'default', duration, action }) => (
        <ToastPrimitive.Root
          key={id}
          duration={duration}
          onOpenChange={(open) => {
            if (!open) dismiss(id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-pop',
            'animate-slide-in data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            variantStyles[variant],
          )}
        >
          <span className="mt-0.5 shrink-0">{variantIcons[variant]}</span>
          <div className="grid flex-1 gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description && (
              <ToastPrimitive.Description
                className={cn(
                  'text-sm',
                  variant === 'destructive'
                    ? 'text-destructive-foreground/90'
                    : 'text-muted-foreground',
                )}
              >
                {description}
              </ToastPrimitive.Description>
            )}
            {action && (
              <ToastPrimitive.Action
                altText={action.label}
                onClick={action.onClick}
                className="mt-1 w-fit cursor-pointer rounded-lg border border-current/30 px-3 py-1.5 text-xs font-semibold hover:bg-current/10"
              >
                {action.label}
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 cursor-pointer rounded-md p-1 opacity-70 transition-opacity hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        className={cn(
          'fixed inset-x-0 z-[100] mx-auto flex w-full max-w-md flex-col gap-2 outline-none',
          placementStyles[placement],
        )}
      />
    </ToastPrimitive.Provider>
  );
}
