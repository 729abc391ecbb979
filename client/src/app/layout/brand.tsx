import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** Horseshoe mark on turf green. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" fill="#0b5d36" />
      <rect width="32" height="32" rx="8" fill="url(#brand-sheen)" />
      <defs>
        <linearGradient id="brand-sheen" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.16" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
      </defs>
      <path
        d="M10 8.5v7.5a6 6 0 0 0 12 0V8.5"
        fill="none"
        stroke="#e8b43a"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <circle cx="10" cy="13" r="0.9" fill="#0b5d36" />
      <circle cx="22" cy="13" r="0.9" fill="#0b5d36" />
      <circle cx="13" cy="20.3" r="0.9" fill="#0b5d36" />
      <circle cx="19" cy="20.3" r="0.9" fill="#0b5d36" />
    </svg>
  );
}

export function BrandLink({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn('flex items-center gap-2.5 rounded-lg font-bold tracking-tight', className)}
      aria-label="Eventing Manager 2.0, home"
    >
      <BrandMark />
      <span className="text-[1.0625rem] leading-none">
        Eventing Manager <span className="text-accent">2.0</span>
      </span>
    </Link>
  );
}
