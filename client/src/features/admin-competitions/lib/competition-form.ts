import { z } from 'zod';
import {
  SCORERS,
  competitionInputSchema,
  type AdminCompetition,
  type CompetitionInput,
  type CompetitionStatus,
} from '@contract/admin-competitions';
import { DEFAULT_LEVEL, type Level } from '@contract/constants';
import { fromUtcDateTime, toUtcDateTime } from '@/lib/utc-date-time';

/** The competition form's state: text as typed, dates as the inputs hold them. */
export type CompetitionFormState = {
  name: string;
  venueId: string;
  startDate: string;
  endDate: string;
  deadline: string;
  level: string;
  status: CompetitionStatus;
  isLive: boolean;
  description: string;
  scorer: string;
  scoringUrl: string;
  scrapingEnabled: boolean;
};

export const NO_VENUE = 'none';
export const NO_SCORER = 'none';

/** The scorer as the contract names it, or null for a value it does not offer. */
const scorerOf = (value: string) => SCORERS.find((scorer) => scorer === value) ?? null;

export function emptyForm(): CompetitionFormState {
  return {
    name: '',
    venueId: NO_VENUE,
    startDate: '',
    endDate: '',
    deadline: '',
    level: DEFAULT_LEVEL,
    status: 'pending',
    isLive: false,
    description: '',
    scorer: NO_SCORER,
    scoringUrl: '',
    scrapingEnabled: false,
  };
}

export function formFromCompetition(c: AdminCompetition): CompetitionFormState {
  return {
    name: c.name,
    venueId: c.venueId === null ? NO_VENUE : String(c.venueId),
    startDate: c.startDate.slice(0, 10),
    endDate: c.endDate.slice(0, 10),
    deadline: toUtcDateTime(c.deadline),
    level: c.level,
    status: c.status,
    isLive: c.isLive,
    description: c.description ?? '',
    scorer: c.scorer ?? NO_SCORER,
    scoringUrl: c.scoringUrl ?? '',
    scrapingEnabled: c.scrapingEnabled,
  };
}

/** Status and isLive move together: choosing live switches isLive on, and the reverse. */
export function withStatus(state: CompetitionFormState, status: CompetitionStatus) {
  return { ...state, status, isLive: status === 'live' };
}

export function withIsLive(state: CompetitionFormState, isLive: boolean) {
  const status: CompetitionStatus = isLive
    ? 'live'
    : state.status === 'live'
      ? 'open'
      : state.status;
  return { ...state, isLive, status };
}

export type FormErrors = Partial<Record<keyof CompetitionFormState, string>>;

/**
 * The checks the form can make before sending (docs/rules.md#admin, decision 003), in the form's
 * own words; the server checks them again.
 */
export function validateForm(state: CompetitionFormState): FormErrors {
  const errors: FormErrors = {};
  if (!state.name.trim()) errors.name = 'Name is required';
  if (!state.startDate) errors.startDate = 'Start date is required';
  if (!state.endDate) errors.endDate = 'End date is required';
  if (!state.deadline) errors.deadline = 'Deadline is required';
  if (state.startDate && state.endDate && state.endDate < state.startDate) {
    errors.endDate = 'End date must be on or after the start date';
  }
  if (state.deadline && state.startDate) {
    const deadlineDay = fromUtcDateTime(state.deadline).slice(0, 10);
    if (deadlineDay > state.startDate)
      errors.deadline = 'Deadline must be on or before the start date';
  }
  if (state.scrapingEnabled && !state.scoringUrl.trim()) {
    errors.scrapingEnabled = 'Automatic scraping needs a scoring URL';
  }
  if (state.scorer !== NO_SCORER && scorerOf(state.scorer) === null) {
    errors.scorer = `Scorer must be ${SCORERS.join(' or ')}`;
  }
  return errors;
}

/**
 * The request the form's values make. The scorer is sent as it stands: a stored value that is no
 * longer offered is refused by validateForm, never replaced; only a scoring URL without a scorer
 * gets the only scorer, as the server gives it (decision 003).
 */
export function toInput(state: CompetitionFormState): CompetitionInput {
  const scoringUrl = state.scoringUrl.trim();
  return {
    name: state.name.trim(),
    venueId: state.venueId === NO_VENUE ? null : Number(state.venueId),
    startDate: state.startDate,
    endDate: state.endDate,
    deadline: fromUtcDateTime(state.deadline),
    level: state.level as Level,
    status: state.status,
    isLive: state.isLive,
    description: state.description.trim() || null,
    scorer: state.scorer === NO_SCORER ? (scoringUrl ? SCORERS[0] : null) : scorerOf(state.scorer),
    scoringUrl: scoringUrl || null,
    scrapingEnabled: state.scrapingEnabled,
  };
}

/**
 * The form's resolver schema: the form's checks with their messages, then the values turned into
 * the request and validated by the contract's `competitionInputSchema`, the one the server uses.
 */
export const competitionFormSchema = z
  .custom<CompetitionFormState>()
  .superRefine((state, context) => {
    for (const [path, message] of Object.entries(validateForm(state))) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
  })
  .transform(toInput)
  .pipe(competitionInputSchema);
