/** The league code a visitor opened before signing in (kept in browser storage). */
export const PENDING_LEAGUE_KEY = 'pendingLeagueJoin';

export function readPendingLeagueCode(): string | null {
  try {
    const code = window.localStorage.getItem(PENDING_LEAGUE_KEY);
    return code && code.trim() !== '' ? code.trim() : null;
  } catch {
    return null;
  }
}

export function clearPendingLeagueCode() {
  try {
    window.localStorage.removeItem(PENDING_LEAGUE_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}
