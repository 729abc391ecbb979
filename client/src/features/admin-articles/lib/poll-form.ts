import type { PollInput } from '@contract/admin-articles';
import { POLL_OPTIONS_MIN } from '@contract/constants';
import type { Poll } from '@contract/polls';
import { fromUtcDateTime, toUtcDateTime } from '@/lib/utc-date-time';

export type PollFormValues = {
  question: string;
  /** A datetime-local value in UTC (decision 095), or '' for no deadline. */
  deadline: string;
  options: Array<{ text: string }>;
};

export function emptyPollForm(): PollFormValues {
  return {
    question: '',
    deadline: '',
    options: Array.from({ length: POLL_OPTIONS_MIN }, () => ({ text: '' })),
  };
}

/** The form of an existing poll, to edit it. */
export function pollFormFrom(poll: Poll): PollFormValues {
  return {
    question: poll.question,
    deadline: poll.deadline === null ? '' : toUtcDateTime(poll.deadline),
    options: poll.options.map((option) => ({ text: option.optionText })),
  };
}

export type PollFormProblem = { title: string; description: string };

/** The request, or the problem the administrator is told about (in the form's toast). */
export function pollInputFrom(
  values: PollFormValues,
): { ok: true; input: PollInput } | { ok: false; problem: PollFormProblem } {
  const question = values.question.trim();
  if (question === '') {
    return {
      ok: false,
      problem: { title: 'Question required', description: 'Please enter a poll question.' },
    };
  }
  const options = values.options.map((option) => option.text.trim()).filter((text) => text);
  if (options.length < POLL_OPTIONS_MIN) {
    return {
      ok: false,
      problem: {
        title: 'Insufficient options',
        description: `Please provide at least ${POLL_OPTIONS_MIN} options.`,
      },
    };
  }
  if (new Set(options).size !== options.length) {
    return {
      ok: false,
      problem: { title: 'Duplicate options', description: 'Options must differ from each other.' },
    };
  }
  const deadline = values.deadline ? fromUtcDateTime(values.deadline) : null;
  return { ok: true, input: { question, deadline, options } };
}

/** Votes an option keeps when saved: those of the existing option with exactly its text. */
export function keptVotes(poll: Poll | undefined, text: string): number {
  const trimmed = text.trim();
  return poll?.options.find((option) => option.optionText === trimmed)?.voteCount ?? 0;
}
