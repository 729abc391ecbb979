import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { shareInviteLink } from '../lib/invite';

/** Invites friends: the device's share sheet where there is one, else the link is copied. */
export function ShareInviteButton({ league }: { league: { name: string; joinCode: string } }) {
  return (
    <Button variant="outline" size="sm" onClick={() => void shareInviteLink(league)}>
      <Share2 className="size-4" aria-hidden />
      Share invite
      <span className="sr-only"> to {league.name}</span>
    </Button>
  );
}
