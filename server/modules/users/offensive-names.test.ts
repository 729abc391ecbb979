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
    'A S S Riders',
    'Aaasss',
    '@$$ Kickers',
    'Fuuuuck',
    'Tiiits',
    'Serial Rapist',
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

  // 'as' is not a shortened 'ass', and a number is not leetspeak ('45' is not 'as').
  it.each([
    'Fast as Lightning',
    'Good as Gold',
    'Cool as a Cucumber',
    'Team 45',
    'Load team 45',
    'Pony Club 45',
    'Team 455',
    'Route 717',
    'Class of 2024',
    'As You Like It',
  ])('accepts %s: a word or number that only resembles a listed one', (name) => {
    expect(isOffensiveName(name)).toBe(false);
  });

  // A code of more digits than letters is not leetspeak; digits among letters, or a digit doubled
  // as a letter would be, still are.
  it.each(['T17', 'Team T17', 'T-17 Flyers', 'M25 Riders', 'A1 Eventers', 'R2D2', 'T175'])(
    'accepts the code %s',
    (name) => {
      expect(isOffensiveName(name)).toBe(false);
    },
  );

  it.each(['a55', '@55', 'P155', 'sh17', 'b17ch', '5h1t', '7w47', 't1t5', 'd1ck', 'c0ck'])(
    'refuses the leetspeak %s',
    (name) => {
      expect(isOffensiveName(name)).toBe(true);
    },
  );

  it.each([
    'Class Act',
    'Assisi',
    'Bass Rock',
    'Grass Roots',
    'Passage',
    'Cockney',
    'Scunthorpe',
    'Essex',
    'Sussex',
    'Middlesex Mares',
    'Wessex Warriors',
    'Brass Monkeys',
    'Pass the Parcel',
    'Mass Appeal',
    'Glass Slipper',
    'Sassy Lassies',
    'Kiss and Tell',
    'Swiss Miss',
    'Compass Rose',
    'Embassy Row',
    'Bassoon',
    'Assets Unlimited',
    'Harass Not',
    'Peacock Blue',
    'Cocktail Hour',
    'Hancock Heroes',
    'Dickens Drive',
    'Titan',
    'Arsenal Fans',
    'Sextant',
    'Grapes of Wrath',
    'Drapes and Curtains',
    'Horse Therapist',
    'Team Nigeria',
    'Niger Delta',
    'Spick and Span',
    'Shakespeare',
    'Hit and Run',
    'Pegasus',
    'Classic Cassandra',
    'Valegro',
    'Ballaghmor Class',
    'Vendredi Biats',
    'Lordships Graffalo',
    'Cooley Master Class',
    'Toledo de Kerser',
  ])('accepts the everyday name %s', (name) => {
    expect(isOffensiveName(name)).toBe(false);
  });

  it('reads leetspeak and accents as letters', () => {
    expect(normaliseName('Éq$1')).toBe('eqsi');
  });
});
