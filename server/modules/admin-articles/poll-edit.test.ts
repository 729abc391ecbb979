import { describe, expect, it } from 'vitest';
import { planPollOptions } from './poll-edit';

const options = [
  { id: 11, optionText: 'Ros' },
  { id: 12, optionText: 'Tim' },
  { id: 13, optionText: 'Oliver' },
];

describe('planPollOptions', () => {
  it('keeps every option when nothing changed', () => {
    expect(planPollOptions(options, ['Ros', 'Tim', 'Oliver'])).toEqual({
      keep: [
        { id: 11, sortOrder: 0 },
        { id: 12, sortOrder: 1 },
        { id: 13, sortOrder: 2 },
      ],
      add: [],
      remove: [],
    });
  });

  it('keeps unchanged texts at their new places, adds new texts and removes the rest', () => {
    expect(planPollOptions(options, ['Oliver', 'Tim Price', 'Ros', 'Laura'])).toEqual({
      keep: [
        { id: 13, sortOrder: 0 },
        { id: 11, sortOrder: 2 },
      ],
      add: [
        { optionText: 'Tim Price', sortOrder: 1 },
        { optionText: 'Laura', sortOrder: 3 },
      ],
      remove: [12],
    });
  });

  it('treats a changed spelling or case as a new option', () => {
    expect(planPollOptions(options, ['ros', 'Tim'])).toEqual({
      keep: [{ id: 12, sortOrder: 1 }],
      add: [{ optionText: 'ros', sortOrder: 0 }],
      remove: [11, 13],
    });
  });
});
