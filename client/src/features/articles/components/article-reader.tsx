import { ArrowLeft, FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useArticle } from '../api/get-article';
import { articleDate } from '@/lib/article-format';
import { ArticleImage } from './article-image';
import { MarkdownContent } from '@/components/shared/markdown-content';
import { PremiumTeaser } from './premium-teaser';

function ReaderSkeleton() {
  return (
    <div className="mx-auto max-w-3xl space-y-6" aria-busy="true" aria-label="Loading article">
      <Skeleton className="aspect-[16/9] w-full rounded-3xl" />
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-5 w-2/3" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-4 w-full" />
      ))}
    </div>
  );
}

function ArticleNotFound() {
  return (
    <EmptyState
      icon={FileQuestion}
      title="Article Not Found"
      description="The article you're looking for doesn't exist or has been removed."
      action={
        <Link to="/news" className={buttonClasses('primary')}>
          Back to News
        </Link>
      }
      className="mx-auto max-w-xl py-20"
      level="page"
    />
  );
}

/**
 * /articles/{slug}: the story, the premium preview when the server sent one, and its poll (drawn
 * by the screen that composes the reader, as the poll is its own feature).
 */
export function ArticleReader({
  slug,
  renderPoll,
}: {
  slug: string;
  renderPoll: (articleId: number) => ReactNode;
}) {
  const query = useArticle(slug);
  useDocumentTitle(query.data?.title ?? (query.isError ? 'Article Not Found' : 'Article'));
  if (query.isPending) return <ReaderSkeleton />;
  if (query.isError) {
    if (isApiError(query.error, 404)) return <ArticleNotFound />;
    return (
      <ErrorState
        description="The article could not be loaded."
        level="page"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const article = query.data;
  const date = articleDate(article);
  return (
    <article className="mx-auto max-w-3xl space-y-8">
      <Link to="/news" className={buttonClasses('ghost', 'sm')}>
        <ArrowLeft aria-hidden /> All news
      </Link>
      <div className="aspect-[16/9] overflow-hidden rounded-3xl shadow-card">
        <ArticleImage article={article} eager />
      </div>
      <header className="space-y-4">
        <div className="flex flex-wrap gap-1.5">
          {article.isPremium && <Badge variant="premium">Premium</Badge>}
          <Badge variant={article.isPublished ? 'published' : 'draft'}>
            {article.isPublished ? 'Published' : 'Draft'}
          </Badge>
        </div>
        <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
          {article.title}
        </h1>
        <p className="text-lg text-pretty text-muted-foreground sm:text-xl">{article.excerpt}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 border-y border-border py-3 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{article.author}</span>
          <span aria-hidden>·</span>
          <time dateTime={date.iso}>{date.text}</time>
        </p>
      </header>
      <div data-testid="article-content">
        <MarkdownContent source={article.content} />
      </div>
      {article.isPreview && <PremiumTeaser teaser={article.teaser} />}
      {article.hasPoll && renderPoll(article.id)}
    </article>
  );
}
