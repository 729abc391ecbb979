import { lazy, Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { RequireAdmin } from '@/app/require-admin';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Each tab is its own chunk, owned by its feature folder, so tabs can grow independently. */
const tabs: ReadonlyArray<{ value: string; label: string; Component: ComponentType }> = [
  {
    value: 'articles',
    label: 'Articles',
    Component: lazy(() =>
      import('@/features/admin-articles/components/ArticlesTab').then((m) => ({
        default: m.ArticlesTab,
      })),
    ),
  },
  {
    value: 'competitions',
    label: 'Competitions',
    Component: lazy(() =>
      import('@/features/admin-competitions/components/CompetitionsTab').then((m) => ({
        default: m.CompetitionsTab,
      })),
    ),
  },
  {
    value: 'leagues',
    label: 'Leagues',
    Component: lazy(() =>
      import('@/features/admin-leagues/components/LeaguesTab').then((m) => ({
        default: m.LeaguesTab,
      })),
    ),
  },
  {
    value: 'feedback',
    label: 'Feedback',
    Component: lazy(() =>
      import('@/features/admin-feedback/components/FeedbackTab').then((m) => ({
        default: m.FeedbackTab,
      })),
    ),
  },
  {
    value: 'data',
    label: 'Data',
    Component: lazy(() =>
      import('@/features/admin-data/components/DataTab').then((m) => ({ default: m.DataTab })),
    ),
  },
];

function TabSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

export function AdminScreen() {
  useDocumentTitle('Admin Panel');
  return (
    <RequireAdmin>
      <AdminPanel />
    </RequireAdmin>
  );
}

function AdminPanel() {
  const [params, setParams] = useSearchParams();

  const requested = params.get('tab');
  const active = tabs.some((tab) => tab.value === requested)
    ? (requested ?? 'articles')
    : 'articles';
  const selectTab = (value: string) => setParams({ tab: value }, { replace: true });

  return (
    <div>
      <PageHeader
        eyebrow="Administration"
        title="Admin Panel"
        description="Articles, competitions, leagues, feedback and data."
      />
      <Tabs value={active} onValueChange={selectTab}>
        <TabsList aria-label="Admin sections">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, Component }) => (
          <TabsContent key={value} value={value}>
            {value === active && (
              <Suspense fallback={<TabSkeleton />}>
                <Component />
              </Suspense>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
