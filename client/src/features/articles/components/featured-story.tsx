import { ArrowRight, Star } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { EmptyState } from '@/components/ui/empty-state';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useFeaturedArticles } from '../api/get-featured-articles';
import { articleDate } from '@/lib/article-format';
import { ArticleCard } from './article-card';
import { ArticleImage } from './article-image';

/**
 * The newest featured story as a hero and every other featured story in a row below it (the
 * list leaves them out, so each must be reachable here), with loading, empty and error states.
 */
export function FeaturedStory() {
  const featured = useFeaturedArticles();
  if (featured.isPending) {
    return (
      <Skeleton className="h-80 w-full rounded-3xl sm:h-96" aria-label="Loading featured story" />
    );
  }
  if (featured.isError) {
    return (
      <ErrorState
        description="The featured story could not be loaded."
        onRetry={() => void featured.refetch()}
        retrying={featured.isFetching}
      />
    );
  }
  const article = featured.data[0];
  if (!article) return <EmptyState icon={Star} title="No featured articles available" />;
  const date = articleDate(article);
  const more = featured.data.slice(1);
  return (
    <div className="space-y-5">
      <article
        aria-labelledby="featured-title"
        className="group relative isolate overflow-hidden rounded-3xl bg-hero-from text-white shadow-card"
      >
        <div className="absolute inset-0 -z-10">
          <ArticleImage article={article} eager backdrop />
          <div className="absolute inset-0 bg-linear-to-t from-black/85 via-black/45 to-black/10" />
        </div>
        <div className="flex min-h-80 flex-col justify-end gap-3 p-6 sm:min-h-96 sm:p-10">
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="featured">Featured</Badge>
            {article.isPremium && <Badge variant="premium">Premium</Badge>}
          </div>
          <h2
            id="featured-title"
            className="max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            <Link to={`/articles/${article.slug}`} className="after:absolute after:inset-0">
              {article.title}
            </Link>
          </h2>
          <p className="max-w-2xl text-base text-white/85 sm:text-lg">{article.excerpt}</p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-white/75">
            <time dateTime={date.iso} className="whitespace-nowrap">
              {date.text}
            </time>
            <span aria-hidden>·</span>
            <span>{article.author}</span>
            <span className="ml-auto inline-flex items-center gap-1 font-semibold whitespace-nowrap text-accent">
              Read story{' '}
              <ArrowRight
                className="size-4 transition-transform group-hover:translate-x-0.5"
                aria-hidden
              />
            </span>
          </p>
        </div>
      </article>
      {more.length > 0 && (
        <section aria-labelledby="more-featured-title" className="space-y-3">
          <h2 id="more-featured-title" className="text-lg font-semibold tracking-tight">
            More featured stories
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="more-featured">
            {more.map((story) => (
              <li key={story.id}>
                <ArticleCard article={story} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
