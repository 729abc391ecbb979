import { TEAM_BUDGET_TENTHS, TEAM_SIZE } from './constants';
import { formatTenths } from './scoring';

/**
 * The team rules (docs/rules.md#team) and their messages, without zod, so the team builder can
 * guide the player without loading a validator (decision 020). The server enforces the same rules.
 */

export const TEAM_RULES = {
  teamFull: { title: 'Team Full', message: 'You can only select 5 competitors' },
  budgetExceeded: {
    title: 'Budget Exceeded',
    message: (remainingTenths: number) =>
      `This would exceed your 10m budget. You have ${formatTenths(remainingTenths)}m remaining.`,
  },
  alreadySelected: {
    title: 'Already Selected',
    message: 'This competitor is already in your team',
  },
  incomplete: { title: 'Incomplete Team', message: 'You must select exactly 5 competitors' },
} as const;

export type Pick = { competitionEntryId: number; priceTenths: number };
export type RuleBreach = { rule: keyof typeof TEAM_RULES; title: string; message: string };

/** What is left of the 10m budget after these picks, in tenths. */
export function remainingBudgetTenths(picks: readonly Pick[]): number {
  return TEAM_BUDGET_TENTHS - picks.reduce((sum, pick) => sum + pick.priceTenths, 0);
}

/** Why a candidate cannot join the picks (full, duplicate, over budget), or null when it can. */
export function checkAddition(picks: readonly Pick[], candidate: Pick): RuleBreach | null {
  if (picks.length >= TEAM_SIZE) return { rule: 'teamFull', ...TEAM_RULES.teamFull };
  if (picks.some((pick) => pick.competitionEntryId === candidate.competitionEntryId)) {
    return { rule: 'alreadySelected', ...TEAM_RULES.alreadySelected };
  }
  const remaining = remainingBudgetTenths(picks);
  if (candidate.priceTenths > remaining) {
    return {
      rule: 'budgetExceeded',
      title: TEAM_RULES.budgetExceeded.title,
      message: TEAM_RULES.budgetExceeded.message(remaining),
    };
  }
  return null;
}

/** Checks a whole team pick by pick, then its size: the first breach, or null for a valid team. */
export function checkTeam(picks: readonly Pick[]): RuleBreach | null {
  if (picks.length > TEAM_SIZE) return { rule: 'teamFull', ...TEAM_RULES.teamFull };
  const accepted: Pick[] = [];
  for (const pick of picks) {
    const breach = checkAddition(accepted, pick);
    if (breach) return breach;
    accepted.push(pick);
  }
  if (accepted.length !== TEAM_SIZE) return { rule: 'incomplete', ...TEAM_RULES.incomplete };
  return null;
}

/** Why the % selected figures are missing or rounded, for the team-selection page. */
export const SELECTION_STATS_MESSAGES = {
  hidden: (minimumTeams: number) =>
    `% selected appears once ${minimumTeams} teams have been saved, so that no one can work out another player's picks before the deadline.`,
  rounded: '% selected is rounded to the nearest 10% until the deadline.',
} as const;
