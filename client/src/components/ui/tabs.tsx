import { Tabs as TabsPrimitive } from 'radix-ui';
import { Suspense, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Tabs = TabsPrimitive.Root;

/*
 * The list and each panel are Suspense boundaries of their own, and so is a panel's content. On a
 * server-rendered page React hydrates such boundaries after the rest, each in its own commit.
 * Radix sets state as these parts mount (a panel keeps its element in state, the triggers read
 * whether the page is hydrated from a store), and React renders such updates synchronously: inside
 * the page's hydration they turned its commit into one long task that also ran every effect of the
 * page (decision 034). Apart, each re-renders only its small part.
 */

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <Suspense>
      <TabsPrimitive.List
        className={cn(
          'inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-xl bg-muted p-1',
          className,
        )}
        {...props}
      />
    </Suspense>
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-9 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-3.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({
  className,
  children,
  ...props
}: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <Suspense>
      {/* Only the shown panel is animated: a panel left with an animation is kept on screen by
      Radix until it ends, under the newly chosen one. */}
      <TabsPrimitive.Content
        className={cn('mt-5 data-[state=active]:animate-slide-in', className)}
        {...props}
      >
        <Suspense>{children}</Suspense>
      </TabsPrimitive.Content>
    </Suspense>
  );
}
