/** Browser storage key, set once the player said 'Not now' or closed the prompt. */
export const INSTALL_PROMPT_SEEN_KEY = 'pwa-install-prompt-seen';

export function installPromptSeen(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_PROMPT_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

export function markInstallPromptSeen(): void {
  try {
    window.localStorage.setItem(INSTALL_PROMPT_SEEN_KEY, 'true');
  } catch {
    // Storage may be unavailable (private mode): the prompt simply shows again next time.
  }
}
