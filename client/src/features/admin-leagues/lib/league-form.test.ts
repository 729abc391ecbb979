import { describe, expect, it } from 'vitest';
import { filterLeagues, maxMembersError, parseMaxMembers } from './league-form';

describe('admin league form rules', () => {
  it('falls back to 100 for a non-numeric maxMembers and allows 1 to 10000', () => {
    expect(parseMaxMembers('abc')).toBe(100);
    expect(parseMaxMembers('')).toBe(100);
    expect(parseMaxMembers('25')).toBe(25);
    expect(maxMembersError(parseMaxMembers('0'))).toBe('Max members must be from 1 to 10000');
    expect(maxMembersError(parseMaxMembers('10001'))).toBe('Max members must be from 1 to 10000');
    expect(maxMembersError(1)).toBeNull();
    expect(maxMembersError(10000)).toBeNull();
  });

  it('searches by name or join code', () => {
    const leagues = [
      { name: 'Pony Club', joinCode: 'K7PX' },
      { name: 'Riders', joinCode: 'AB12' },
    ];
    expect(filterLeagues(leagues, 'pony').map((l) => l.joinCode)).toEqual(['K7PX']);
    expect(filterLeagues(leagues, 'ab1').map((l) => l.name)).toEqual(['Riders']);
    expect(filterLeagues(leagues, '  ')).toHaveLength(2);
    expect(filterLeagues(leagues, 'zzz')).toEqual([]);
  });
});
