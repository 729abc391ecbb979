import { ImageUp } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ARTICLE_LIMITS, type AdminArticle, type ArticleInput } from '@contract/admin-articles';
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
import { MarkdownContent } from '@/features/articles/components/markdown-content';
import { useSaveArticle } from '../api/save-article';
import { useUploadImage } from '../api/upload-image';

type Form = Required<Omit<ArticleInput, 'discipline'>> & {
  author: string;
  featuredImageUrl: string;
};

const formOf = (article: AdminArticle | null): Form => ({
  title: article?.title ?? '',
  excerpt: article?.excerpt ?? '',
  content: article?.content ?? '',
  author: article?.author ?? '',
  featuredImageUrl: article?.featuredImageUrl ?? '',
  isPublished: article?.isPublished ?? false,
  isPremium: article?.isPremium ?? false,
});

/** Create (article null) or edit an article, with a live preview of its Markdown. */
export function ArticleFormDialog({
  article,
  open,
  onOpenChange,
}: {
  article: AdminArticle | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [form, setForm] = useState<Form>(() => formOf(article));
  const [missing, setMissing] = useState<string[]>([]);
  const save = useSaveArticle();
  const upload = useUploadImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm({ ...form, [key]: value });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const empty = (['title', 'excerpt', 'content'] as const).filter(
      (key) => form[key].trim() === '',
    );
    setMissing(empty);
    if (empty.length > 0) return;
    save.mutate(
      { id: article?.id ?? null, input: form },
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
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: ({ url }) => setForm((current) => ({ ...current, featuredImageUrl: url })),
      onError: (error) =>
        toast({ title: 'Upload failed', description: error.message, variant: 'destructive' }),
    });
  };

  const field = (key: 'title' | 'excerpt' | 'content', label: string) => ({
    props: {
      id: `${id}-${key}`,
      'aria-invalid': missing.includes(key) || undefined,
      'aria-describedby': missing.includes(key) ? `${id}-${key}-error` : undefined,
      value: form[key],
      maxLength: ARTICLE_LIMITS[key],
      onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    },
    error: missing.includes(key) ? (
      <p id={`${id}-${key}-error`} className="text-xs text-destructive-text">
        {label} is required.
      </p>
    ) : null,
  });
  const title = field('title', 'Title');
  const excerpt = field('excerpt', 'Excerpt');
  const content = field('content', 'Content');

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>{article ? 'Edit Article' : 'New Article'}</DialogTitle>
          <DialogDescription>Content is Markdown; raw HTML is shown as text.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={title.props.id}>Title</Label>
            <Input {...title.props} />
            {title.error}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={excerpt.props.id}>Excerpt</Label>
            <Textarea {...excerpt.props} rows={2} />
            {excerpt.error}
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={content.props.id}>Content</Label>
              <Textarea {...content.props} rows={14} className="font-mono text-sm" />
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
                <MarkdownContent source={form.content} className="text-sm sm:text-base" />
              </div>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-author`}>Author</Label>
              <Input
                id={`${id}-author`}
                placeholder={DEFAULT_ARTICLE_AUTHOR}
                maxLength={ARTICLE_LIMITS.author}
                value={form.author}
                onChange={(event) => set('author', event.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-image`}>Featured image URL</Label>
              <div className="flex gap-2">
                <Input
                  id={`${id}-image`}
                  placeholder="https://… or upload"
                  maxLength={ARTICLE_LIMITS.imageUrl}
                  value={form.featuredImageUrl}
                  onChange={(event) => set('featuredImageUrl', event.target.value)}
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
              <p className="text-xs text-muted-foreground">PNG, JPEG or WebP, up to 2 MB.</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-6">
            <div className="flex items-center gap-2">
              <Switch
                id={`${id}-published`}
                checked={form.isPublished}
                onCheckedChange={(checked) => set('isPublished', checked)}
              />
              <Label htmlFor={`${id}-published`}>Published</Label>
            </div>
            <div className="flex items-center gap-2">
              <Switch
                id={`${id}-premium`}
                checked={form.isPremium}
                onCheckedChange={(checked) => set('isPremium', checked)}
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
