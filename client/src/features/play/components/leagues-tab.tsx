import { ChevronRight, Globe } from 'lucide-react';
import { Link } from 'react-router';
import { Flag } from '@/components/ui/flag';
import { useUser } from '@/features/auth/api/get-user';
import { PrivateLeaguesSection } from '@/features/leagues/components/PrivateLeaguesSection';

function LeagueLink({ to, title, icon }: { to: string; title: string; icon: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-card border border-border bg-surface p-4 shadow-card hover:border-primary"
    >
      {icon}
      <span className="flex-1 font-semibold">{title}</span>
      <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
    </Link>
  );
}

/** Public leagues (Overall and the player's country), then the private leagues slot. */
export function LeaguesTab() {
  const { user } = useUser();
  const nationality = user?.nationality?.trim();
  return (
    <div className="space-y-6">
      <section aria-labelledby="public-leagues-title" className="space-y-3">
        <h2 id="public-leagues-title" className="text-lg font-semibold">
          Public leagues
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <LeagueLink
            to="/league/overall"
            title="Overall"
            icon={<Globe className="size-5 text-primary-soft-foreground" aria-hidden />}
          />
          {nationality && /^[A-Za-z]{3}$/.test(nationality) && (
            <LeagueLink
              to={`/league/${nationality.toLowerCase()}`}
              title={`${nationality.toUpperCase()} league`}
              icon={<Flag code={nationality} />}
            />
          )}
        </div>
      </section>
      <PrivateLeaguesSection />
    </div>
  );
}
