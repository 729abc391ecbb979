import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { teamDraftKey } from '@/lib/team-drafts';

/** Drafts whose storage write failed (full or blocked): they live in memory for this page. */
const unstored = new Map<string, string | null>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same player changed or cleared a draft.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored text itself: a string compares by value, so an unchanged draft is the same snapshot. */
function readRaw(key: string): string | null {
  if (unstored.has(key)) return unstored.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeRaw(key: string, raw: string | null): void {
  try {
    if (raw === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, raw);
    unstored.delete(key);
  } catch {
    unstored.set(key, raw);
  }
  for (const listener of listeners) listener();
}

/** The server never has a draft: a hydrating page starts from the markup the server sent. */
const serverSnapshot = () => null;

function parseDraft(raw: string | null): number[] | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every((id) => Number.isInteger(id))
      ? (value as number[])
      : null;
  } catch {
    return null;
  }
}

/**
 * The player's picks not yet saved, kept in browser storage per player and competition until a
 * team is saved (docs/rules.md#team). null means no unsaved change, and always for nobody signed
 * in. Server rendering and hydration see no draft; the browser then re-renders with the stored one.
 */
export function useTeamDraft(userId: number | null, competitionId: number) {
  const key = userId === null ? null : teamDraftKey(userId, competitionId);
  const raw = useSyncExternalStore(
    subscribe,
    () => (key === null ? null : readRaw(key)),
    serverSnapshot,
  );
  const draft = useMemo(() => parseDraft(raw), [raw]);
  const setDraft = useCallback(
    (ids: number[] | null) => {
      if (key !== null) writeRaw(key, ids === null ? null : JSON.stringify(ids));
    },
    [key],
  );
  return [draft, setDraft] as const;
}
