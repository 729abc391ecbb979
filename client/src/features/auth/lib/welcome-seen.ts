/** Browser storage key: set once the welcome dialog of /auth has been shown in this browser. */
export const WELCOME_SEEN_KEY = 'welcome-dialog-seen';

export function welcomeSeen(): boolean {
  try {
    return window.localStorage.getItem(WELCOME_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

export function markWelcomeSeen(): void {
  try {
    window.localStorage.setItem(WELCOME_SEEN_KEY, 'true');
  } catch {
    // Storage may be unavailable (private mode): the dialog simply shows again next time.
  }
}
