import type { User } from '@contract/auth';
import { FeaturedStory } from '@/features/articles/components/featured-story';
import { LatestStories } from '@/features/articles/components/latest-stories';
import { UpcomingEventsWidget } from '@/features/competitions/components/upcoming-events-widget';
import { HomePage } from '@/features/home/components/home-page';
import { TopRatings } from '@/features/stats/components/top-ratings';

/** The signed-in home with the other features' widgets: its own chunk, apart from the landing page. */
export function SignedInHome({ user }: { user: User }) {
  return (
    <HomePage
      user={user}
      widgets={{
        featuredStory: <FeaturedStory />,
        latestStories: <LatestStories />,
        upcomingEvents: <UpcomingEventsWidget />,
        topRatings: <TopRatings />,
      }}
    />
  );
}
