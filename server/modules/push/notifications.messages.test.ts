import { describe, expect, it } from 'vitest';
import { timeLeft } from './notifications.messages';

const deadline = new Date('2026-11-28T18:00:00Z');
const before = (minutes: number) => new Date(deadline.getTime() - minutes * 60_000);

describe('the time a deadline reminder says is left', () => {
  it('is a day or an hour when the reminder leaves on time', () => {
    expect(timeLeft(deadline, before(24 * 60))).toBe('24 hours');
    expect(timeLeft(deadline, before(24 * 60 - 1))).toBe('24 hours');
    expect(timeLeft(deadline, before(60))).toBe('1 hour');
    expect(timeLeft(deadline, before(59))).toBe('1 hour');
  });

  it('is what is really left when the deadline was moved closer or the reminder was sent again', () => {
    expect(timeLeft(deadline, before(23 * 60))).toBe('23 hours');
    expect(timeLeft(deadline, before(100))).toBe('2 hours');
    expect(timeLeft(deadline, before(54))).toBe('54 minutes');
    expect(timeLeft(deadline, before(30))).toBe('30 minutes');
    expect(timeLeft(deadline, before(1))).toBe('1 minute');
    expect(timeLeft(deadline, new Date(deadline.getTime() - 20_000))).toBe('1 minute');
  });
});
