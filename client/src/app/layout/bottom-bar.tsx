import { LogIn, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { useUser } from '@/api/get-user';
import { cn } from '@/lib/cn';
import { bottomNav, type NavItem } from './nav-items';

/** Phone navigation (below md): News, Stats, Play, Events and Profile or Sign In. */
export function BottomBar() {
  const { user } = useUser();
  const account: NavItem = user
    ? { to: '/profile', label: 'Profile', icon: UserRound }
    : { to: '/auth', label: 'Sign In', icon: LogIn };

  return (
    <nav
      aria-label="Mobile"
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-surface/85 md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-5">
        {[...bottomNav, account].map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'relative flex h-full flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium transition-colors',
                  isActive
                    ? 'text-primary-soft-foreground before:absolute before:top-0 before:h-[3px] before:w-8 before:rounded-b-full before:bg-accent'
                    : 'text-muted-foreground hover:text-foreground',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <Icon
                    className="size-[1.375rem]"
                    strokeWidth={isActive ? 2.4 : 1.9}
                    aria-hidden
                  />
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
