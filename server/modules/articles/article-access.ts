import type { SessionUser } from '../../types';

type Viewer = Pick<SessionUser, 'isAdmin' | 'membershipType'> | null;

/**
 * Who is reading, asked only when the answer depends on it (a draft, a premium article): a
 * published free article or its poll is the same for everyone, so its answer never reads the
 * session and stays shareable (docs/decisions/038-personal-answers-never-stored.md): the
 * service worker keeps it for offline reading, for a signed-in reader too.
 */
export type ReaderOf = () => Viewer;

/** Premium members and administrators read premium articles and polls in full. */
export function canReadPremium(viewer: Viewer): boolean {
  return viewer !== null && (viewer.membershipType === 'premium' || viewer.isAdmin);
}

/** Drafts exist for administrators only. */
export function canSeeDrafts(viewer: Viewer): boolean {
  return viewer?.isAdmin === true;
}
