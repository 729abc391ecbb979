import type { PollInput } from '@contract/admin-articles';
import { POLL_OPTIONS_MIN } from '@contract/constants';
import type { Poll } from '@contract/polls';

export type PollFormValues = {
  question: string;
  /** A datetime-local value in the viewer's zone, or '' for no deadline. */
  deadline: string;
  options: Array<{ text: string }>;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in the viewer's zone. */
export function toLocalDateTime(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

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
    deadline: poll.deadline === null ? '' : toLocalDateTime(poll.deadline),
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
  const deadline = values.deadline ? new Date(values.deadline).toISOString() : null;
  return { ok: true, input: { question, deadline, options } };
}

/** Votes an option keeps when saved: those of the existing option with exactly its text. */
export function keptVotes(poll: Poll | undefined, text: string): number {
  const trimmed = text.trim();
  return poll?.options.find((option) => option.optionText === trimmed)?.voteCount ?? 0;
}
