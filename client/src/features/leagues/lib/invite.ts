import { toast } from '@/components/ui/toast-store';
import { PENDING_LEAGUE_KEY } from '@/features/auth/lib/pending-league';

/** The invitation link of a league: `${origin}/join/{code}`. */
export const inviteLinkOf = (joinCode: string, origin: string = window.location.origin) =>
  `${origin}/join/${joinCode}`;

/** Copies the invitation link (/join/{code}) and says so. */
export async function copyInviteLink(joinCode: string) {
  const link = inviteLinkOf(joinCode);
  try {
    await navigator.clipboard.writeText(link);
    toast({
      title: 'Link copied',
      description: 'League invite link copied to clipboard!',
      variant: 'success',
    });
  } catch {
    toast({ title: 'Copy failed', description: link, variant: 'destructive' });
  }
}

/** Remembers a league code for after sign-in; /auth brings the player back to /join/{code}. */
export function rememberPendingLeagueCode(code: string) {
  try {
    window.localStorage.setItem(PENDING_LEAGUE_KEY, code);
  } catch {
    // storage unavailable: the player can open the link again after signing in
  }
}
