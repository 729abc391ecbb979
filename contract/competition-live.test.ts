import { describe, expect, it } from 'vitest';
import { isCompetitionLive, isSelectionOpen, selectionClosedReason } from './competition-live';

const deadline = '2026-05-01T09:00:00.000Z';
const before = new Date('2026-05-01T08:59:59.999Z');
const at = new Date(deadline);

describe('when a competition is live', () => {
  it('reads the status or the live flag', () => {
    expect(isCompetitionLive({ status: 'live', isLive: false })).toBe(true);
    expect(isCompetitionLive({ status: 'open', isLive: true })).toBe(true);
    expect(isCompetitionLive({ status: 'open', isLive: false })).toBe(false);
  });
});

describe('the selection window (docs/rules.md#deadlines)', () => {
  it('is open before the deadline for a pending or open competition', () => {
    expect(isSelectionOpen({ status: 'open', isLive: false, deadline }, before)).toBe(true);
    expect(isSelectionOpen({ status: 'pending', isLive: false, deadline }, before.getTime())).toBe(
      true,
    );
  });

  it('closes at the deadline instant itself', () => {
    expect(selectionClosedReason({ status: 'open', isLive: false, deadline }, at)).toBe(
      'Team selections are closed: the deadline for this competition has passed.',
    );
    expect(isSelectionOpen({ status: 'open', isLive: false, deadline: at }, at.getTime())).toBe(
      false,
    );
  });

  it('closes while live, completed or cancelled, whatever the deadline', () => {
    expect(selectionClosedReason({ status: 'open', isLive: true, deadline }, before)).toBe(
      'Team selections are closed: this competition is live.',
    );
    expect(selectionClosedReason({ status: 'completed', isLive: false, deadline }, before)).toBe(
      'Team selections are closed: this competition is completed.',
    );
    expect(selectionClosedReason({ status: 'cancelled', isLive: false, deadline }, before)).toBe(
      'Team selections are closed: this competition was cancelled.',
    );
  });
});
