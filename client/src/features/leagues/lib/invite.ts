import { toast } from '@/components/ui/toast-store';
import { PENDING_LEAGUE_KEY } from '@/lib/pending-league';

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

/** Whether the device has a share sheet (Web Share) that takes a link. */
export function canShareLink(link: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare !== 'function' || navigator.canShare({ url: link });
}

/**
 * Shares the invitation through the device's share sheet where there is one; elsewhere (or when
 * the sheet fails) copies the link as before. Closing the sheet is the player's choice: nothing
 * more happens then.
 */
export async function shareInviteLink(league: { name: string; joinCode: string }) {
  const link = inviteLinkOf(league.joinCode);
  if (canShareLink(link)) {
    try {
      await navigator.share({
        title: `Join ${league.name}`,
        text: `Join my league "${league.name}" on Eventing Manager 2.0 with code ${league.joinCode}.`,
        url: link,
      });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copyInviteLink(league.joinCode);
}

/** Remembers a league code for after sign-in; /auth brings the player back to /join/{code}. */
export function rememberPendingLeagueCode(code: string) {
  try {
    window.localStorage.setItem(PENDING_LEAGUE_KEY, code);
  } catch {
    // storage unavailable: the player can open the link again after signing in
  }
}
