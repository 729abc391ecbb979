import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Hide the corner close button (Escape still closes). */
  hideClose?: boolean;
}

/**
 * What opened a dialog: the focused element, or, when that is an item of a menu (which is gone
 * once the dialog opens), the button that opened the menu.
 */
function openerOf(focused: Element | null): HTMLElement | null {
  if (!(focused instanceof HTMLElement)) return null;
  const menu = focused.closest('[role="menu"]');
  const trigger = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
  return trigger ?? focused;
}

/**
 * Where focus goes when a dialog closes: back to what had it when the dialog opened (a row, a
 * button, whether or not it is the dialog's trigger), or, when that is gone or was nothing (a
 * dialog that opened by itself), to the page's main heading, so it never drops to the body.
 */
function returnFocus(opener: HTMLElement | null): void {
  if (opener && opener !== document.body && opener.isConnected) {
    opener.focus();
    if (document.activeElement === opener) return;
  }
  const main = document.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1') ?? null;
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  } else {
    main?.focus();
  }
}

/** Modal panel: focus is trapped, Escape and the overlay close it. */
export function DialogContent({
  className,
  children,
  hideClose,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-black/55 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        // Radix returns focus only to a Dialog.Trigger; most dialogs here open from a row or by
        // themselves, so the element focused at opening is kept and given focus back.
        onOpenAutoFocus={(event) => {
          opener.current = openerOf(document.activeElement);
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          returnFocus(opener.current);
        }}
        // One column no wider than the panel: a long unbroken line (a name cut with an ellipsis)
        // is cut inside it instead of widening the column and scrolling the panel sideways.
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] grid-cols-[minmax(0,1fr)] max-w-lg -translate-x-1/2 -translate-y-1/2 animate-pop-in gap-4 overflow-y-auto rounded-2xl border border-border bg-surface-raised p-6 shadow-pop',
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            className="absolute top-4 right-4 rounded-lg p-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-xl font-semibold tracking-tight', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
