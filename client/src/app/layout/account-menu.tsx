import { ChevronDown, Crown, LogOut, Shield, Trophy, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@contract/auth';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/api/logout';
import { displayName, initials } from './user-initials';

/** The signed-in account menu; loaded only once someone is signed in (Radix menu stays off the first visit). */
export function AccountMenu({ user }: { user: User }) {
  const logout = useLogout();
  const name = displayName(user);
  const isPremium = user.membershipType === 'premium';

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${name}`}
        className="flex cursor-pointer items-center gap-1.5 rounded-full p-0.5 pr-1.5 text-white transition-colors hover:bg-white/10 data-[state=open]:bg-white/10"
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-accent text-xs font-bold text-accent-foreground">
          {initials(user)}
        </span>
        <ChevronDown className="size-4 opacity-80" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="flex flex-col gap-1">
          <span className="flex items-center gap-2 font-semibold">
            {name}
            {isPremium && <Badge variant="premium">Premium</Badge>}
          </span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden />
            Profile & Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/my-teams">
            <Trophy aria-hidden />
            My Teams
          </Link>
        </DropdownMenuItem>
        {user.isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <Shield aria-hidden />
              Admin Panel
            </Link>
          </DropdownMenuItem>
        )}
        {!isPremium && (
          <DropdownMenuItem asChild className="text-accent-text [&_svg]:text-accent-text">
            <Link to="/profile?tab=premium">
              <Crown aria-hidden />
              Upgrade to Premium
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
