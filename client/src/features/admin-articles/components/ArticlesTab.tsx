import { EmptyState } from '@/components/ui/empty-state';

/** The admin panel's Articles tab: articles, polls and the featured and premium flags. A placeholder until its feature lands. */
export function ArticlesTab() {
  return (
    <EmptyState
      title="Articles management is coming soon"
      description="This tab will manage articles, polls and the featured and premium flags."
    />
  );
}
