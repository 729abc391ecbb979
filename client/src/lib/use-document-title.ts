import { useEffect } from 'react';

export const APP_NAME = 'Eventing Manager 2.0';

/** Sets the tab title to `${title} · Eventing Manager 2.0` (or the app name alone). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
