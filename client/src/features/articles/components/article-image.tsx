import { Newspaper } from 'lucide-react';
import type { ArticleSummary } from '@contract/articles';
import { cn } from '@/lib/cn';

const disciplineLabel: Record<ArticleSummary['discipline'], string> = {
  eventing: 'Eventing',
  show_jumping: 'Show Jumping',
  dressage: 'Dressage',
  other: 'Equestrian',
};

/** The article's featured image, or a designed turf-green placeholder when it has none. */
export function ArticleImage({
  article,
  className,
  eager = false,
  backdrop = false,
}: {
  article: Pick<ArticleSummary, 'featuredImageUrl' | 'discipline' | 'title'>;
  className?: string;
  eager?: boolean;
  /** Behind text (the featured hero): the placeholder leaves out its icon and label. */
  backdrop?: boolean;
}) {
  if (article.featuredImageUrl) {
    return (
      <img
        src={article.featuredImageUrl}
        alt=""
        // Intrinsic 16:9 size for layout before the file arrives; CSS sizes it to its frame.
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        className={cn('size-full object-cover', className)}
      />
    );
  }
  return (
    <div
      aria-hidden
      className={cn(
        'relative flex size-full items-center justify-center overflow-hidden bg-linear-to-br from-hero-from to-hero-to text-white',
        className,
      )}
    >
      <div className="turf-stripes pointer-events-none absolute inset-0" />
      {!backdrop && (
        <div className="relative flex flex-col items-center gap-2 text-white/85">
          <Newspaper className="size-9" />
          <span className="text-xs font-semibold tracking-[0.2em] uppercase">
            {disciplineLabel[article.discipline]}
          </span>
        </div>
      )}
    </div>
  );
}
