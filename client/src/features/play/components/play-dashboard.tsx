import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LeaguesTab } from './leagues-tab';
import { OverviewTab } from './overview-tab';
import { PerformanceTab } from './performance-tab';

const TABS = ['overview', 'leagues', 'performance'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * /play: Overview, Leagues and Performance; the tab is kept in the address (?tab=). The private
 * leagues are the leagues feature's section, passed in by the screen.
 */
export function PlayDashboard({ privateLeagues }: { privateLeagues: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'overview';
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Your game"
        title="Play"
        description="Your teams, leagues and performance."
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'overview' ? {} : { tab: value }, { replace: true })
        }
      >
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="leagues">Leagues</TabsTrigger>
          <TabsTrigger value="performance">Performance</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="leagues">
          <LeaguesTab privateLeagues={privateLeagues} />
        </TabsContent>
        <TabsContent value="performance">
          <PerformanceTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
