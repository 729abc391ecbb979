import { Newspaper, Pencil, Plus, Star, Trash2, Vote } from 'lucide-react';
import { useState } from 'react';
import type { AdminArticle } from '@contract/admin-articles';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { articleDate } from '@/lib/article-format';
import { useDeleteArticle } from '../api/delete-article';
import { useAdminArticles } from '../api/get-admin-articles';
import { useSetFeatured } from '../api/set-featured';
import { ArticleFormDialog } from './article-form-dialog';
import { PollDialog } from './poll-dialog';

type Open =
  | { kind: 'form'; article: AdminArticle | null }
  | { kind: 'poll'; article: AdminArticle }
  | { kind: 'delete'; article: AdminArticle }
  | null;

function ArticleRow({ article, onOpen }: { article: AdminArticle; onOpen: (open: Open) => void }) {
  const featured = useSetFeatured();
  const date = articleDate(article);
  const toggleFeatured = () =>
    featured.mutate(
      { id: article.id, isFeatured: !article.isFeatured },
      {
        onError: (error) =>
          toast({
            title: 'Failed to update featured status',
            description: error.message,
            variant: 'destructive',
          }),
      },
    );
  return (
    <li>
      <Card
        className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
        data-testid="admin-article"
      >
        <div className="min-w-0 flex-1 space-y-1.5">
          <p className="truncate font-semibold">{article.title}</p>
          <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
            <Badge variant={article.isPublished ? 'published' : 'draft'}>
              {article.isPublished ? 'Published' : 'Draft'}
            </Badge>
            {article.isPremium && <Badge variant="premium">Premium</Badge>}
            {article.isFeatured && <Badge variant="featured">Featured</Badge>}
            <time dateTime={date.iso} className="tabular-nums">
              {date.text}
            </time>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={article.isFeatured}
            loading={featured.isPending}
            onClick={toggleFeatured}
            aria-label={`${article.isFeatured ? 'Unfeature' : 'Feature'} ${article.title}`}
          >
            {!featured.isPending && (
              <Star aria-hidden className={article.isFeatured ? 'fill-accent text-accent' : ''} />
            )}
            {article.isFeatured ? 'Unfeature' : 'Feature'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${article.pollId === null ? 'Create' : 'Edit'} poll for ${article.title}`}
            onClick={() => onOpen({ kind: 'poll', article })}
          >
            <Vote aria-hidden /> {article.pollId === null ? 'Create poll' : 'Edit poll'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Edit ${article.title}`}
            onClick={() => onOpen({ kind: 'form', article })}
          >
            <Pencil aria-hidden /> Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive-text"
            aria-label={`Delete ${article.title}`}
            onClick={() => onOpen({ kind: 'delete', article })}
          >
            <Trash2 aria-hidden /> Delete
          </Button>
        </div>
      </Card>
    </li>
  );
}

function DeleteDialog({ article, onClose }: { article: AdminArticle; onClose: () => void }) {
  const remove = useDeleteArticle();
  const confirm = () =>
    remove.mutate(article.id, {
      onSuccess: () => {
        toast({ title: 'Article deleted', variant: 'success' });
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Failed to delete article',
          description: error.message,
          variant: 'destructive',
        }),
    });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete article?</DialogTitle>
          <DialogDescription>
            “{article.title}” and its polls will be removed. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" loading={remove.isPending} onClick={confirm}>
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The admin panel's Articles tab: articles, polls and the featured and premium flags. */
export function ArticlesTab() {
  const articles = useAdminArticles();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl font-semibold tracking-tight">Articles</h2>
        <Button onClick={() => setOpen({ kind: 'form', article: null })}>
          <Plus aria-hidden /> New Article
        </Button>
      </div>
      {articles.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading articles">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : articles.isError ? (
        <ErrorState onRetry={() => void articles.refetch()} retrying={articles.isFetching} />
      ) : articles.data.length === 0 ? (
        <EmptyState icon={Newspaper} title="No articles yet" />
      ) : (
        <ul className="space-y-2">
          {articles.data.map((article) => (
            <ArticleRow key={article.id} article={article} onOpen={setOpen} />
          ))}
        </ul>
      )}
      {open?.kind === 'form' && (
        <ArticleFormDialog
          key={open.article?.id ?? 'new'}
          article={open.article}
          open
          onOpenChange={(next) => !next && close()}
        />
      )}
      {open?.kind === 'poll' && (
        <PollDialog article={open.article} open onOpenChange={(next) => !next && close()} />
      )}
      {open?.kind === 'delete' && <DeleteDialog article={open.article} onClose={close} />}
    </div>
  );
}
