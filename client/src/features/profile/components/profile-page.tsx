import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/api/get-user';
import { GeneralTab } from './general-tab';
import { PlayerTab } from './player-tab';
import { PremiumTab } from './premium-tab';

const tabs = ['general', 'player', 'premium'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab === value);

/**
 * /profile (protected): General, Player and the Premium upgrade tab (?tab=premium). The push
 * notification settings are their own feature, passed in by the screen.
 */
export function ProfilePage({ notifications }: { notifications: ReactNode }) {
  const { user, isLoading } = useUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'general';
  if (isLoading || !user) return <PageSpinner />;
  return (
    <div className="mx-auto w-full max-w-2xl animate-slide-in">
      <PageHeader title="Profile & Settings" eyebrow="Account" />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'general' ? {} : { tab: value }, { replace: true })
        }
      >
        <TabsList>
          <TabsTrigger value="general">General</TabsTrigger>
          <TabsTrigger value="player">Player</TabsTrigger>
          <TabsTrigger value="premium">Premium</TabsTrigger>
        </TabsList>
        <TabsContent value="general">
          <GeneralTab user={user} />
        </TabsContent>
        <TabsContent value="player">
          <PlayerTab user={user} />
          {notifications}
        </TabsContent>
        <TabsContent value="premium">
          <PremiumTab user={user} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
