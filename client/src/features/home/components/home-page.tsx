import type { User } from '@contract/auth';
import { PageHeader } from '@/components/ui/page-header';
import { UpcomingEventsWidget } from '@/features/competitions/components/upcoming-events-widget';
import { FeaturedStory } from '@/features/articles/components/featured-story';
import { useRenderTime } from '@/lib/time';
import { greeting } from '../lib/greeting';
import { HowItWorks } from './how-it-works';
import { LatestStories } from './latest-stories';
import { TopRatings } from './top-ratings';

/** The signed-in front page: featured story, latest stories, next events, how it works, top 5s. */
export function HomePage({ user }: { user: User }) {
  const now = useRenderTime();
  return (
    <div className="space-y-10">
      <PageHeader
        eyebrow="Home"
        title={greeting(user, now)}
        description="The latest stories, the next events and the top horses and riders."
      />
      <section aria-label="Featured story">
        <FeaturedStory />
      </section>
      <LatestStories />
      <UpcomingEventsWidget />
      <HowItWorks />
      <TopRatings />
    </div>
  );
}
