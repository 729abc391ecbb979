import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CompetitionChangedEvent, CompetitionEntry } from '../../contract/competitions';
import { competition, entry } from './live-view.fixtures';
import { buildLiveView, entriesPatch, MAX_CARRIED_BYTES, type LiveData } from './live-view';

const data = (entries: CompetitionEntry[], name?: string): LiveData => ({
  competition: competition(name),
  entries,
});
const eventOf = (json: string) => JSON.parse(json) as CompetitionChangedEvent;

describe('entriesPatch', () => {
  const before = [entry(1, '25.0'), entry(2, '28.0'), entry(3, '31.0')];
  const previous = buildLiveView(7, 1, data(before), null);
  const patchTo = (after: CompetitionEntry[]) =>
    entriesPatch(previous, after, buildLiveView(7, 2, data(after), null).entryJson);

  it('is null when no entry and no place changed', () => {
    expect(patchTo(before.map((item) => ({ ...item })))).toBeNull();
  });

  it('carries only the changed entries, and the order of all', () => {
    const after = [entry(3, '20.0'), entry(1, '25.0'), entry(2, '28.0')];
    expect(patchTo(after)).toEqual({ changed: [entry(3, '20.0')], order: [3, 1, 2] });
  });

  it('carries a new entry, and an order without a removed one', () => {
    const after = [entry(1, '25.0'), entry(4, '40.0'), entry(3, '31.0')];
    expect(patchTo(after)).toEqual({ changed: [entry(4, '40.0')], order: [1, 4, 3] });
  });

  it('carries a reordering alone (a tie broken differently)', () => {
    const after = [before[1], before[0], before[2]] as CompetitionEntry[];
    expect(patchTo(after)).toEqual({ changed: [], order: [2, 1, 3] });
  });
});

describe('a live view', () => {
  it('answers the bytes JSON.stringify gives, with only what the contract names', () => {
    const entries = [1, 2, 3, 4, 5].map((id) => entry(id, '25.0'));
    const extra = { ...competition(), passwordHash: 'secret' };
    const view = buildLiveView(7, 1, { competition: extra, entries }, null);
    expect(view.entries.json).toBe(JSON.stringify(entries));
    expect(view.competition.json).toBe(JSON.stringify(competition()));
    expect(view.entries.etag).toMatch(/^W\/".{22}"$/);
    expect(gunzipSync(view.entries.gzip() ?? Buffer.alloc(0)).toString()).toBe(view.entries.json);
    expect(view.entries.gzip()).toBe(view.entries.gzip());
    // Too small to be worth compressing.
    expect(buildLiveView(7, 1, data([]), null).entries.gzip()).toBeNull();
  });

  it('refuses data that breaks the contract', () => {
    const broken = { ...entry(1, '25.0'), id: 'one' } as unknown as CompetitionEntry;
    expect(() => buildLiveView(7, 1, data([broken]), null)).toThrow();
  });

  it('carries what changed since the previous version in its event, or nothing without one', () => {
    const first = buildLiveView(7, 4, data([entry(1, '25.0'), entry(2, '28.0')]), null);
    expect(eventOf(first.event)).toEqual({ competitionId: 7, version: 4 });
    const renamed = buildLiveView(7, 5, data([entry(1, '25.0'), entry(2, '20.0')], 'B'), first);
    expect(eventOf(renamed.event)).toEqual({
      competitionId: 7,
      version: 5,
      base: 4,
      competition: competition('B'),
      entries: { changed: [entry(2, '20.0')], order: [1, 2] },
    });
    const same = buildLiveView(7, 6, data([entry(1, '25.0'), entry(2, '20.0')], 'B'), renamed);
    expect(eventOf(same.event)).toEqual({ competitionId: 7, version: 6, base: 5 });
  });

  it('sends an event too large to carry without its data', () => {
    const first = buildLiveView(7, 1, data([entry(1, '25.0')]), null);
    const long = 'x'.repeat(MAX_CARRIED_BYTES);
    const big = buildLiveView(7, 2, data([entry(1, '25.0')], long), first);
    expect(eventOf(big.event)).toEqual({ competitionId: 7, version: 2 });
  });
});
