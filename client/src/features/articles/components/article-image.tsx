import type { ArticleSummary } from '@contract/articles';
import { cn } from '@/lib/cn';
import { DisciplineIllustration } from './discipline-illustration';

const disciplineLabel: Record<ArticleSummary['discipline'], string> = {
  eventing: 'Eventing',
  show_jumping: 'Show Jumping',
  dressage: 'Dressage',
  other: 'Equestrian',
};

/**
 * The article's uploaded image, or a designed illustration of its discipline, varied per story,
 * when it has none.
 */
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
      className={cn('relative size-full overflow-hidden bg-hero-from text-white', className)}
    >
      <DisciplineIllustration discipline={article.discipline} title={article.title} />
      {!backdrop && (
        <span className="absolute bottom-3 left-3 rounded-full bg-black/55 px-2.5 py-1 text-xs font-semibold tracking-[0.2em] uppercase">
          {disciplineLabel[article.discipline]}
        </span>
      )}
    </div>
  );
}
