import { useCallback, useState } from 'react';

const keyOf = (competitionId: number) => `team-draft:${competitionId}`;

function readDraft(competitionId: number): number[] | null {
  try {
    const raw = window.localStorage.getItem(keyOf(competitionId));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every((id) => Number.isInteger(id))
      ? (value as number[])
      : null;
  } catch {
    return null;
  }
}

/**
 * The picks not yet saved, kept in browser storage per competition until a team is saved
 * (docs/rules.md#team). null means no unsaved change.
 */
export function useTeamDraft(competitionId: number) {
  const [draft, setState] = useState<number[] | null>(() => readDraft(competitionId));
  const [loadedFor, setLoadedFor] = useState(competitionId);
  if (loadedFor !== competitionId) {
    setLoadedFor(competitionId);
    setState(readDraft(competitionId));
  }
  const setDraft = useCallback(
    (ids: number[] | null) => {
      setState(ids);
      try {
        if (ids === null) window.localStorage.removeItem(keyOf(competitionId));
        else window.localStorage.setItem(keyOf(competitionId), JSON.stringify(ids));
      } catch {
        // Storage full or blocked: the draft lives in memory only.
      }
    },
    [competitionId],
  );
  return [draft, setDraft] as const;
}
