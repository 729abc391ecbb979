import { Users } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * SLOT for the leagues issue: private leagues (Join League and Create League dialogs, the
 * player's leagues with View League). This placeholder is replaced by the leagues work; the
 * /play Leagues tab renders whatever this file exports as `PrivateLeaguesSection`.
 */
export function PrivateLeaguesSection() {
  return (
    <section aria-labelledby="private-leagues-title" className="space-y-3">
      <h2 id="private-leagues-title" className="text-lg font-semibold">
        Private leagues
      </h2>
      <EmptyState icon={Users} title="No leagues joined yet" />
    </section>
  );
}
