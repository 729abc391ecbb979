import { describe, expect, it } from 'vitest';
import { isOffensiveName, normaliseName } from './offensive-names';

describe('offensive team names', () => {
  it.each([
    'Fuck Team',
    'FUCKERS',
    'f.u.c.k riders',
    'f u c k',
    'Fvck United',
    'Sh1t Show',
    'bull$h!t',
    'B1tch please',
    'Asshole Eventing',
    'a55',
    'Big Dick Energy',
    'cunts',
    'Hitler Youth',
    'Shiiiit',
    'Ẅánker',
  ])('refuses %s', (name) => {
    expect(isOffensiveName(name)).toBe(true);
  });

  it.each([
    'Thunder Hooves',
    'Scunthorpe Eventers',
    'Cockburn Riders',
    'Sussex Stars',
    'Pass Hitters',
    'Torpedo Team',
    'Titanic Jumpers',
    'Grasshopper 7',
    'Classic Eventing',
    'Dressage Queens',
    'Team 1',
    'Fukuoka Flyers',
    'Essex Eventers',
    'Cross Country Crew',
  ])('accepts %s', (name) => {
    expect(isOffensiveName(name)).toBe(false);
  });

  it('reads leetspeak and accents as letters', () => {
    expect(normaliseName('Éq$1')).toBe('eqsi');
  });
});
