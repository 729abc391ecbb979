import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { BrandLink } from './brand';
import { headerNav } from './nav-items';
import { UserMenu } from './user-menu';

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-hero-from text-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
        <BrandLink className="text-white" />
        <nav aria-label="Main" className="hidden flex-1 md:block">
          <ul className="flex items-center gap-1">
            {headerNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      'relative flex h-16 items-center px-3 text-sm font-medium transition-colors',
                      'after:absolute after:inset-x-3 after:bottom-0 after:h-[3px] after:rounded-t-full after:bg-accent after:transition-opacity',
                      isActive
                        ? 'text-white after:opacity-100'
                        : 'text-white/75 after:opacity-0 hover:text-white',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
