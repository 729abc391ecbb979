import type { SessionUser } from '../../types';

type Viewer = Pick<SessionUser, 'isAdmin' | 'membershipType'> | null;

/** Premium members and administrators read premium articles and polls in full. */
export function canReadPremium(viewer: Viewer): boolean {
  return viewer !== null && (viewer.membershipType === 'premium' || viewer.isAdmin);
}

/** Drafts exist for administrators only. */
export function canSeeDrafts(viewer: Viewer): boolean {
  return viewer?.isAdmin === true;
}
