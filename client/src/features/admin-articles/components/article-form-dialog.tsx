import { zodResolver } from '@hookform/resolvers/zod';
import { ImageUp } from 'lucide-react';
import { useId, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  ARTICLE_LIMITS,
  articleInputSchema,
  type AdminArticle,
  type ArticleInput,
  type ArticleValues,
} from '@contract/admin-articles';
import { DEFAULT_ARTICLE_AUTHOR } from '@contract/articles';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { MarkdownContent } from '@/components/shared/markdown-content';
import { useSaveArticle } from '../api/save-article';
import { useUploadImage } from '../api/upload-image';

/** The form starts from the article as stored; the contract's schema turns it into the request. */
const formOf = (article: AdminArticle | null): ArticleInput => ({
  title: article?.title ?? '',
  excerpt: article?.excerpt ?? '',
  content: article?.content ?? '',
  author: article?.author ?? '',
  featuredImageUrl: article?.featuredImageUrl ?? '',
  discipline: article?.discipline ?? 'eventing',
  isPublished: article?.isPublished ?? false,
  isPremium: article?.isPremium ?? false,
});

/**
 * Create (article null) or edit an article, with a live preview of its Markdown. The form is
 * checked by the contract's article schema, so its messages are the server's own.
 */
export function ArticleFormDialog({
  article,
  open,
  onOpenChange,
}: {
  article: AdminArticle | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<ArticleInput, unknown, ArticleValues>({
    resolver: zodResolver(articleInputSchema),
    defaultValues: formOf(article),
  });
  const { errors } = form.formState;
  const preview = useWatch({ control: form.control, name: 'content' });
  const save = useSaveArticle();
  const upload = useUploadImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const submit = (input: ArticleValues) =>
    save.mutate(
      { id: article?.id ?? null, input },
      {
        onSuccess: () => {
          toast({ title: article ? 'Article updated' : 'Article created', variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: article ? 'Failed to update article' : 'Failed to create article',
            description: error.message,
            variant: 'destructive',
          }),
      },
    );

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: ({ url }) =>
        form.setValue('featuredImageUrl', url, { shouldValidate: form.formState.isSubmitted }),
      onError: (error) =>
        toast({ title: 'Upload failed', description: error.message, variant: 'destructive' }),
    });
  };

  /** A text field's id, its error's wiring and the error line under it. */
  const field = (key: 'title' | 'excerpt' | 'content' | 'author' | 'featuredImageUrl') => {
    const message = errors[key]?.message;
    return {
      props: {
        id: `${id}-${key}`,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': message ? `${id}-${key}-error` : undefined,
        ...form.register(key),
      },
      error: message ? (
        <p id={`${id}-${key}-error`} className="text-xs text-destructive-text">
          {message}
        </p>
      ) : null,
    };
  };
  const title = field('title');
  const excerpt = field('excerpt');
  const content = field('content');
  const author = field('author');
  const image = field('featuredImageUrl');

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>{article ? 'Edit Article' : 'New Article'}</DialogTitle>
          <DialogDescription>Content is Markdown; raw HTML is shown as text.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
          noValidate
        >
          <div className="space-y-1.5">
            <Label htmlFor={title.props.id}>Title</Label>
            <Input {...title.props} maxLength={ARTICLE_LIMITS.title} />
            {title.error}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={excerpt.props.id}>Excerpt</Label>
            <Textarea {...excerpt.props} rows={2} maxLength={ARTICLE_LIMITS.excerpt} />
            {excerpt.error}
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={content.props.id}>Content</Label>
              <Textarea
                {...content.props}
                rows={14}
                maxLength={ARTICLE_LIMITS.content}
                className="font-mono text-sm"
              />
              {content.error}
            </div>
            <div className="space-y-1.5">
              <p className="text-sm font-medium" id={`${id}-preview`}>
                Preview
              </p>
              <div
                aria-labelledby={`${id}-preview`}
                role="region"
                className="max-h-80 min-h-40 overflow-y-auto rounded-xl border border-border bg-background p-4"
                data-testid="markdown-preview"
              >
                <MarkdownContent source={preview} className="text-sm sm:text-base" />
              </div>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={author.props.id}>Author</Label>
              <Input
                {...author.props}
                placeholder={DEFAULT_ARTICLE_AUTHOR}
                maxLength={ARTICLE_LIMITS.author}
              />
              {author.error}
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={image.props.id}>Featured image URL</Label>
              <div className="flex gap-2">
                <Input
                  {...image.props}
                  placeholder="https://… or upload"
                  maxLength={ARTICLE_LIMITS.imageUrl}
                />
                <Button
                  type="button"
                  variant="outline"
                  loading={upload.isPending}
                  onClick={() => fileInput.current?.click()}
                >
                  {!upload.isPending && <ImageUp aria-hidden />} Upload
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  className="hidden"
                  aria-label="Upload a featured image"
                  onChange={(event) => onFile(event.target.files?.[0])}
                />
              </div>
              {image.error}
              <p className="text-xs text-muted-foreground">PNG, JPEG or WebP, up to 2 MB.</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-6">
            <div className="flex items-center gap-2">
              <Controller
                control={form.control}
                name="isPublished"
                render={({ field: { value, onChange } }) => (
                  <Switch id={`${id}-published`} checked={value} onCheckedChange={onChange} />
                )}
              />
              <Label htmlFor={`${id}-published`}>Published</Label>
            </div>
            <div className="flex items-center gap-2">
              <Controller
                control={form.control}
                name="isPremium"
                render={({ field: { value, onChange } }) => (
                  <Switch id={`${id}-premium`} checked={value} onCheckedChange={onChange} />
                )}
              />
              <Label htmlFor={`${id}-premium`}>Premium</Label>
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {article ? 'Save Changes' : 'Create Article'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
