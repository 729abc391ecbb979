import { describe, expect, it } from 'vitest';
import { buildCompetition } from '@/test/factories';
import { dashboardCompetitions, orderCards } from './overview-tab';

const HOUR = 60 * 60 * 1000;
const now = Date.now();
const live = buildCompetition({ id: 1, name: 'Live Trials', status: 'live', isLive: true });
const next = buildCompetition({ id: 2, name: 'Next Trials' });
const later = buildCompetition({
  id: 3,
  name: 'Later Trials',
  deadline: new Date(now + 100 * HOUR).toISOString(),
});
const ids = (competitions: ReadonlyArray<{ id: number }>) => competitions.map((c) => c.id);

describe('the order of the dashboard cards', () => {
  const cards = dashboardCompetitions([live, next, later], now);

  it('puts the deadline that asks for a team first, and a live event without a team of the player last, as a strip', () => {
    const order = orderCards(cards, new Set());
    expect(ids(order.main)).toEqual([2]);
    expect(ids(order.strips)).toEqual([1]);
  });

  it('puts the live event the player has a team in first once the next team is saved', () => {
    const order = orderCards(cards, new Set([1, 2]));
    expect(ids(order.main)).toEqual([1, 2]);
    expect(order.strips).toEqual([]);
  });

  it('still puts an unsaved next deadline before the live event the player watches', () => {
    expect(ids(orderCards(cards, new Set([1])).main)).toEqual([2, 1]);
  });
});

describe("the dashboard's next deadline", () => {
  it('is the open competition whose deadline comes first, then the two after it by deadline', () => {
    const at = (hours: number) => new Date(now + hours * HOUR).toISOString();
    const startsFirst = buildCompetition({ id: 4, startDate: at(170), deadline: at(144) });
    const closesFirst = buildCompetition({ id: 5, startDate: at(310), deadline: at(16) });
    const closesLast = buildCompetition({ id: 6, startDate: at(320), deadline: at(200) });
    const cards = dashboardCompetitions([startsFirst, closesFirst, closesLast], now);
    expect(cards.next?.id).toBe(5);
    expect(ids(cards.later)).toEqual([4, 6]);
  });
});
