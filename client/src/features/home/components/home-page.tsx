import type { ReactNode } from 'react';
import type { User } from '@contract/auth';
import { PageHeader } from '@/components/ui/page-header';
import { useRenderTime } from '@/lib/time';
import { greeting } from '../lib/greeting';
import { HowItWorks } from './how-it-works';

/** What other features show on the front page, composed by the screen. */
export type HomeWidgets = {
  featuredStory: ReactNode;
  latestStories: ReactNode;
  upcomingEvents: ReactNode;
  topRatings: ReactNode;
};

/** The signed-in front page: featured story, latest stories, next events, how it works, top 5s. */
export function HomePage({ user, widgets }: { user: User; widgets: HomeWidgets }) {
  const now = useRenderTime();
  return (
    <div className="space-y-10">
      <PageHeader
        eyebrow="Home"
        title={greeting(user, now)}
        description="The latest stories, the next events and the top horses and riders."
      />
      <section aria-label="Featured story">{widgets.featuredStory}</section>
      {widgets.latestStories}
      {widgets.upcomingEvents}
      <HowItWorks />
      {widgets.topRatings}
    </div>
  );
}
