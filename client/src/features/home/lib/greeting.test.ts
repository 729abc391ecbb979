import { describe, expect, it } from 'vitest';
import { greeting } from './greeting';

const now = Date.parse('2026-06-01T12:00:00Z');

describe('the home page greeting', () => {
  it('welcomes a brand-new player, not back', () => {
    expect(greeting({ firstName: 'Quinn', createdAt: '2026-06-01T11:58:00Z' }, now)).toBe(
      'Welcome to Eventing Manager 2.0, Quinn',
    );
  });

  it('welcomes back a player who has been here before', () => {
    expect(greeting({ firstName: 'Quinn', createdAt: '2026-05-20T09:00:00Z' }, now)).toBe(
      'Welcome back, Quinn',
    );
    expect(greeting({ firstName: '', createdAt: '2026-05-20T09:00:00Z' }, now)).toBe(
      'Welcome back, rider',
    );
  });
});
