import type { User } from '../../../contract/auth';
import type { TeamNameRequest } from '../../../contract/users';
import { USER_MESSAGES } from '../../../contract/users';
import { PREMIUM_TRIAL_DAYS } from '../../../contract/constants';
import { conflict, unauthorized } from '../../errors';
import type { AppDeps, SessionUser } from '../../types';
import { refuseOffensiveName } from './chosen-names';
import { isPremiumActive, presentUser } from './user.presenter';
import { findUserForUpdate, renameTeamsOfUser, updateUser } from './users.repository';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Sets the player's team name, and renames the teams they saved with it: a player has one team
 * name, the same on every board (docs/decisions/061-one-team-name-dates-and-figures.md). Empty or
 * offensive names are refused.
 */
export async function setTeamName(
  deps: AppDeps,
  current: SessionUser,
  input: TeamNameRequest,
): Promise<{ user: User; message: string }> {
  refuseOffensiveName('teamName', input.teamName, 'teamName');
  const now = deps.clock.now();
  const user = await deps.database.db.transaction(async (tx) => {
    const updated = await updateUser(tx, current.id, { teamName: input.teamName, now });
    if (updated) await renameTeamsOfUser(tx, current.id, input.teamName);
    return updated;
  });
  if (!user) throw unauthorized('You need to be signed in to do that.');
  return { user: presentUser(user, now), message: USER_MESSAGES.teamNameUpdated };
}

/**
 * Starts the 7-day free Premium trial, once per member: a member who has ever had a premium end
 * date (a trial) cannot start another, even asking many times at once (the check and the start
 * hold the user's row). Expiry needs no job: premium is read against premiumUntil.
 */
export async function startPremiumTrial(
  deps: AppDeps,
  current: SessionUser,
): Promise<{ user: User; message: string }> {
  const now = deps.clock.now();
  const user = await deps.database.db.transaction(async (tx) => {
    const existing = await findUserForUpdate(tx, current.id);
    if (!existing) throw unauthorized('You need to be signed in to do that.');
    if (isPremiumActive(existing, now)) throw conflict(USER_MESSAGES.alreadyPremium);
    if (existing.premiumUntil !== null) throw conflict(USER_MESSAGES.trialUsed);
    return updateUser(tx, current.id, {
      membershipType: 'premium',
      premiumUntil: new Date(now.getTime() + PREMIUM_TRIAL_DAYS * DAY),
      now,
    });
  });
  if (!user) throw unauthorized('You need to be signed in to do that.');
  return { user: presentUser(user, now), message: USER_MESSAGES.trialStarted };
}
