import { EmptyState } from '@/components/ui/empty-state';

/** The admin panel's Data tab: users, athletes, horses and venues. A placeholder until its feature lands. */
export function DataTab() {
  return (
    <EmptyState
      title="Data management is coming soon"
      description="This tab will manage users, athletes, horses and venues."
    />
  );
}
