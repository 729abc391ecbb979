import { ArrowRight, Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useArticles } from '@/api/get-articles';
import { ArticleCard, ArticleCardSkeleton } from './article-card';

const LATEST_COUNT = 3;

/** Home: the newest non-featured stories. */
export function LatestStories() {
  const list = useArticles('all');
  const articles = list.data?.pages[0]?.articles.slice(0, LATEST_COUNT) ?? [];
  return (
    <section aria-labelledby="latest-stories-heading" className="space-y-4">
      <div className="flex items-end justify-between gap-3">
        <h2 id="latest-stories-heading" className="text-xl font-semibold tracking-tight">
          Latest Stories
        </h2>
        <Link
          to="/news"
          className="flex items-center gap-1 text-sm font-medium text-primary-soft-foreground hover:underline"
        >
          All news <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {list.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: LATEST_COUNT }, (_, i) => (
            <ArticleCardSkeleton key={i} />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : articles.length === 0 ? (
        <EmptyState icon={Newspaper} title="No articles found for this category" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
