import { nationToFlagCode, UNKNOWN_FLAG_CODE } from '@contract/nations';
import { cn } from '@/lib/cn';

// URLs only: each SVG is its own file, fetched by the browser when a flag is actually shown.
const flagUrls = import.meta.glob<string>('../../../../node_modules/flag-icons/flags/4x3/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

const urlByCode = new Map<string, string>(
  Object.entries(flagUrls).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -4), url]),
);

export function flagUrl(nation: string | null | undefined): string | undefined {
  return urlByCode.get(nationToFlagCode(nation)) ?? urlByCode.get(UNKNOWN_FLAG_CODE);
}

export interface FlagProps {
  /** Nation code: FEI/IOC (GER), ISO alpha-3 (DEU) or alpha-2 (de). Unknown shows a neutral flag. */
  code: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'h-3 w-4', md: 'h-4 w-[1.333rem]', lg: 'h-6 w-8' } as const;

/** A 4:3 national flag; its alt text is the nation code. */
export function Flag({ code, size = 'md', className }: FlagProps) {
  const label = code?.trim().toUpperCase() || 'Unknown nation';
  return (
    <img
      src={flagUrl(code)}
      alt={label}
      title={label}
      loading="lazy"
      decoding="async"
      width={size === 'lg' ? 32 : size === 'md' ? 21 : 16}
      height={size === 'lg' ? 24 : size === 'md' ? 16 : 12}
      className={cn(
        'inline-block shrink-0 rounded-[3px] object-cover ring-1 ring-black/10 dark:ring-white/15',
        sizes[size],
        className,
      )}
    />
  );
}
