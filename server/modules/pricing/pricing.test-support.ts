/**
 * A field with a real-looking history for the pricing API tests: two four-star long events where
 * Ann on Arrow goes best twice, Dan on Dusk is eliminated across country twice, and four others
 * fill the field; plus Fay on Fern with no record at all and Ann on a new horse.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PriceEntriesResult } from '../../../contract/pricing';
import { competitionEntries } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { buildAthlete, buildCompetition, buildEntry, buildHorse } from '../../test/factories';
import { multipartFile } from '../imports/imports.test-support';

const HEADER =
  'event_name,event_date,level,rider,nationality,horse,dressage,sj_penalties,xc_jump_penalties,xc_time_penalties,dr_status,sj_status,xc_status';

/** name → [dressage, show jumping, cross-country jumps, cross-country time] or 'EL' across country. */
const EVENTS: Record<string, Record<string, [number, number, number, number] | 'EL'>> = {
  'Hist One,2024-05-01': {
    'Ann ROSE|ARROW': [25, 0, 0, 0],
    'Ben COLE|BRAMBLE': [30, 4, 0, 0],
    'Cat DUNN|CINDER': [35, 8, 20, 0],
    'Dan EVANS|DUSK': 'EL',
    'Eve FORD|EMBER': [30, 0, 0, 4],
    'Gil HART|GORSE': [33, 4, 0, 2],
  },
  'Hist Two,2024-09-01': {
    'Ann ROSE|ARROW': [26, 0, 0, 0.8],
    'Ben COLE|BRAMBLE': [31, 4, 0, 0],
    'Cat DUNN|CINDER': [34, 4, 20, 4],
    'Dan EVANS|DUSK': 'EL',
    'Eve FORD|EMBER': [29, 4, 0, 2],
    'Gil HART|GORSE': [32, 8, 0, 6],
  },
};

export function historyCsv(): string {
  const rows = Object.entries(EVENTS).flatMap(([event, starts]) =>
    Object.entries(starts).map(([pair, result]) => {
      const [rider, horse] = pair.split('|');
      const scores = result === 'EL' ? '40.0,,,,,,EL' : `${result.join(',')},,,`;
      return `${event},CCI4*-L,${rider ?? ''},GBR,${horse ?? ''},${scores}`;
    }),
  );
  // After the competition starts: not form.
  rows.push('Future,2099-01-01,CCI4*-L,Ann ROSE,GBR,ARROW,50.0,0,0,0,,,');
  return [HEADER, ...rows].join('\n');
}

export type PricingField = { competitionId: number; entryIds: Record<string, number> };

/** A pending four-star long competition whose seven entries were never priced: the default 2.5. */
export async function buildPricingField(t: TestApp, admin: string): Promise<PricingField> {
  const competition = await buildCompetition(t.db, t.clock.now(), {
    level: 'CCI4*-L',
    status: 'pending',
  });
  const entryIds: Record<string, number> = {};
  const people = [
    ['Ann', 'Ann Rose', 'Arrow'],
    ['Ben', 'Ben Cole', 'Bramble'],
    ['Cat', 'Cat Dunn', 'Cinder'],
    ['Dan', 'Dan Evans', 'Dusk'],
    ['Eve', 'Eve Ford', 'Ember'],
    ['Fay', 'Fay Gale', 'Fern'],
  ] as const;
  for (const [key, rider, horse] of people) {
    const athlete = await buildAthlete(t.db, { name: rider, nationality: 'GBR' });
    const horseRow = await buildHorse(t.db, { name: horse });
    entryIds[key] = (
      await buildEntry(t.db, competition.id, {
        athleteId: athlete.id,
        horseId: horseRow.id,
        price: null,
      })
    ).id;
    if (key === 'Ann') {
      const newHorse = await buildHorse(t.db, { name: 'Apple' });
      entryIds.AnnOnApple = (
        await buildEntry(t.db, competition.id, {
          athleteId: athlete.id,
          horseId: newHorse.id,
          price: null,
        })
      ).id;
    }
  }
  const imported = await t.request({
    method: 'POST',
    url: '/api/admin/results-history/import',
    cookie: admin,
    ...multipartFile('csvFile', 'history.csv', historyCsv()),
  });
  expect(imported.json()).toMatchObject({ rows: 13, ridersCreated: 1, horsesCreated: 1 });
  return { competitionId: competition.id, entryIds };
}

/** The previewed or applied row of the field's entry `key`. */
export const rowOf = (field: PricingField, body: PriceEntriesResult, key: string) =>
  body.entries.find((row) => row.entryId === field.entryIds[key]);

/** The stored entry `key` of the field, as pricing left it. */
export async function storedEntry(t: TestApp, field: PricingField, key: string) {
  const [row] = await t.db
    .select()
    .from(competitionEntries)
    .where(eq(competitionEntries.id, field.entryIds[key] ?? 0));
  return row;
}
