import { EmptyState } from '@/components/ui/empty-state';

/** The admin panel's Leagues tab: leagues, their join codes and members. A placeholder until its feature lands. */
export function LeaguesTab() {
  return (
    <EmptyState
      title="Leagues management is coming soon"
      description="This tab will manage leagues, their join codes and members."
    />
  );
}
