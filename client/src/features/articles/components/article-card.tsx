import { Link } from 'react-router';
import type { ArticleSummary } from '@contract/articles';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { articleDate } from '@/lib/article-format';
import { ArticleImage } from './article-image';

/** A story in a list: image, badges, title, excerpt, date and author; the whole card links. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const date = articleDate(article);
  return (
    <Card className="group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-pop">
      <div className="aspect-[16/9] overflow-hidden">
        <ArticleImage
          article={article}
          className="transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex flex-wrap gap-1.5">
          {article.isPremium && <Badge variant="premium">Premium</Badge>}
          {article.isFeatured && <Badge variant="featured">Featured</Badge>}
        </div>
        <h3 className="text-lg leading-snug font-semibold tracking-tight text-balance">
          <Link
            to={`/articles/${article.slug}`}
            className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring"
          >
            {article.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{article.excerpt}</p>
        <p className="mt-auto pt-2 text-xs text-muted-foreground">
          <time dateTime={date.iso}>{date.text}</time> · {article.author}
        </p>
      </div>
    </Card>
  );
}

export function ArticleCardSkeleton() {
  return (
    <Card className="overflow-hidden">
      <Skeleton className="aspect-[16/9] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3 w-1/3" />
      </div>
    </Card>
  );
}
