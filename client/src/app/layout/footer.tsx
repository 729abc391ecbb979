import { Link } from 'react-router';
import { useUser } from '@/api/get-user';
import { BrandLink } from './brand';
import { useRenderTime } from '@/lib/time';

interface FooterLink {
  to: string;
  label: string;
}

function FooterColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-xs font-semibold tracking-[0.14em] text-accent uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.to}
              className="inline-flex items-center rounded text-sm text-white/75 transition-colors hover:text-white"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const renderTime = useRenderTime();
  const { user } = useUser();
  const content: FooterLink[] = [
    { to: '/news', label: 'News' },
    { to: '/ratings', label: 'Horse & Rider Stats' },
    { to: '/calendar', label: 'Events Calendar' },
  ];
  const gaming: FooterLink[] = [
    { to: '/play', label: 'Fantasy Dashboard' },
    { to: '/play?tab=leagues', label: 'Leagues' },
    { to: '/scoring', label: 'How Scoring Works' },
  ];
  const account: FooterLink[] = user
    ? [
        { to: '/profile', label: 'Profile & Settings' },
        { to: '/profile?tab=premium', label: 'Premium' },
        { to: '/feedback', label: 'Send Feedback' },
      ]
    : [
        { to: '/auth', label: 'Sign In' },
        { to: '/auth?mode=register', label: 'Create Free Account' },
        { to: '/feedback', label: 'Send Feedback' },
      ];

  return (
    <footer className="turf-stripes bg-hero-from pb-20 text-white md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
        <div className="max-w-xs space-y-4">
          <BrandLink className="text-white" />
          <p className="text-sm text-white/70">
            Fantasy eventing, news, ratings and the event calendar for the eventing community.
            Rebuilt in 2025, full launch in 2026.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:col-span-3">
          <FooterColumn title="Content" links={content} />
          <FooterColumn title="Gaming" links={gaming} />
          <FooterColumn title="Account" links={account} />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-white/60 sm:px-6 lg:px-8">
          © {new Date(renderTime).getUTCFullYear()} Eventing Manager 2.0. Play responsibly, ride
          safely.
        </p>
      </div>
    </footer>
  );
}
