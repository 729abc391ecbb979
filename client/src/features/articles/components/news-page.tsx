import { Newspaper } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { isArticleTab } from '@contract/article-tabs';
import type { ArticleTab } from '@contract/articles';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useArticles } from '@/api/get-articles';
import { ArticleCard, ArticleCardSkeleton } from './article-card';
import { FeaturedStory } from './featured-story';

const tabs: ReadonlyArray<{ value: ArticleTab; label: string }> = [
  { value: 'all', label: 'All Stories' },
  { value: 'free', label: 'Free Content' },
  { value: 'premium', label: 'Premium' },
];

function ArticleList({ tab }: { tab: ArticleTab }) {
  const list = useArticles(tab);
  if (list.isPending) {
    return (
      <div
        className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
        role="status"
        aria-busy="true"
        aria-label="Loading articles"
      >
        {Array.from({ length: 6 }, (_, i) => (
          <ArticleCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <ErrorState
        description="The articles could not be loaded."
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const articles = list.data.pages.flatMap((page) => page.articles);
  if (articles.length === 0) {
    return <EmptyState icon={Newspaper} title="No articles found for this category" />;
  }
  return (
    <div className="space-y-8">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      {list.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-destructive-text">
          More stories could not be loaded. Please try again.
        </p>
      )}
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            size="lg"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Load More
          </Button>
        </div>
      )}
    </div>
  );
}

/** /news: the featured hero, then the tab's stories newest first with Load More. */
export function NewsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ArticleTab = isArticleTab(requested) ? requested : 'all';
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow="News"
        title="Latest Stories"
        description="Stories, interviews and analysis from the eventing world."
      />
      <section aria-label="Featured story">
        <FeaturedStory />
      </section>
      <section aria-labelledby="stories-title" className="space-y-5">
        <h2 id="stories-title" className="sr-only">
          Stories
        </h2>
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setParams(value === 'all' ? {} : { tab: value }, { replace: true })
          }
        >
          <TabsList aria-label="Article categories">
            {tabs.map((item) => (
              <TabsTrigger key={item.value} value={item.value}>
                {item.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((item) => (
            <TabsContent key={item.value} value={item.value}>
              {item.value === tab && <ArticleList tab={item.value} />}
            </TabsContent>
          ))}
        </Tabs>
      </section>
    </div>
  );
}
