import { EmptyState } from '@/components/ui/empty-state';

/** The admin panel's Feedback tab: user feedback, responses and resolution. A placeholder until its feature lands. */
export function FeedbackTab() {
  return (
    <EmptyState
      title="Feedback management is coming soon"
      description="This tab will manage user feedback, responses and resolution."
    />
  );
}
