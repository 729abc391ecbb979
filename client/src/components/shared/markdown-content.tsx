import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { renderMarkdown } from '@/lib/markdown';

const proseClasses = [
  'text-base leading-relaxed text-foreground sm:text-lg',
  '[&_p]:my-4 [&_h1]:mt-8 [&_h1]:mb-3 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:text-sm [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-muted [&_pre]:p-4',
  '[&_img]:my-6 [&_img]:rounded-xl [&_hr]:my-8 [&_hr]:border-border',
  '[&_table]:my-4 [&_table]:w-full [&_td]:border [&_td]:border-border [&_td]:p-2 [&_th]:border [&_th]:border-border [&_th]:p-2 [&_th]:text-left',
  '[&>*:first-child]:mt-0',
].join(' ');

/** Article Markdown rendered by the safe renderer (raw HTML shown as text, unsafe links inert). */
export function MarkdownContent({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      className={cn(proseClasses, className)}
      // The renderer escapes raw HTML and drops unsafe URLs; see lib/markdown.ts and its tests.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
