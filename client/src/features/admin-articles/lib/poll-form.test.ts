import { describe, expect, it } from 'vitest';
import type { Poll } from '@contract/polls';
import { emptyPollForm, keptVotes, pollFormFrom, pollInputFrom } from './poll-form';
import { inZone } from '@/test/time-zone';

const poll: Poll = {
  id: 4,
  articleId: 9,
  question: 'Who wins?',
  deadline: null,
  isActive: true,
  isExpired: false,
  isPremium: false,
  options: [
    { id: 1, optionText: 'Ros', voteCount: 3 },
    { id: 2, optionText: 'Tim', voteCount: 1 },
  ],
  totalVotes: 4,
};

describe('poll form', () => {
  it('starts with two empty options', () => {
    expect(emptyPollForm().options).toEqual([{ text: '' }, { text: '' }]);
  });

  it('is filled from the existing poll to edit it', () => {
    expect(pollFormFrom(poll)).toEqual({
      question: 'Who wins?',
      deadline: '',
      options: [{ text: 'Ros' }, { text: 'Tim' }],
    });
  });

  it('says which problem the poll form toast names', () => {
    const base = pollFormFrom(poll);
    expect(pollInputFrom({ ...base, question: '  ' })).toEqual({
      ok: false,
      problem: { title: 'Question required', description: 'Please enter a poll question.' },
    });
    expect(pollInputFrom({ ...base, options: [{ text: 'Ros' }, { text: ' ' }] })).toEqual({
      ok: false,
      problem: {
        title: 'Insufficient options',
        description: 'Please provide at least 2 options.',
      },
    });
    expect(pollInputFrom({ ...base, options: [{ text: 'Ros' }, { text: 'Ros ' }] })).toMatchObject({
      ok: false,
    });
    expect(
      pollInputFrom({ ...base, options: [{ text: ' Ros' }, { text: '' }, { text: 'Tim' }] }),
    ).toEqual({
      ok: true,
      input: { question: 'Who wins?', deadline: null, options: ['Ros', 'Tim'] },
    });
  });

  it('shows the votes an unchanged option keeps', () => {
    expect(keptVotes(poll, ' Ros ')).toBe(3);
    expect(keptVotes(poll, 'Tim Price')).toBe(0);
    expect(keptVotes(undefined, 'Ros')).toBe(0);
  });
});

describe('the poll form’s deadline, read and shown in UTC', () => {
  for (const zone of ['America/New_York', 'Pacific/Auckland', 'UTC']) {
    it(`is the same instant in ${zone}`, () => {
      inZone(zone, () => {
        const stored = { ...poll, deadline: '2027-03-10T21:00:00.000Z' };
        const form = pollFormFrom(stored);
        expect(form.deadline).toBe('2027-03-10T21:00');
        expect(pollInputFrom(form)).toMatchObject({
          ok: true,
          input: { deadline: '2027-03-10T21:00:00.000Z' },
        });
      });
    });
  }
});
