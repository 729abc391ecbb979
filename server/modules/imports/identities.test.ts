import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAthlete } from '../../../contract/admin-data';
import type { StartlistResult } from '../../../contract/imports';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildAthlete, buildCompetition, buildEntry, buildHorse } from '../../test/factories';
import { multipartFile } from './imports.test-support';

describe('stable identities of riders and horses', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const startlist = async (competitionId: number, text: string) => {
    const response = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competitionId}/startlist`,
      cookie: admin,
      ...multipartFile('startlist', 'startlist.csv', text),
    });
    expect(response.statusCode).toBe(200);
    return response.json<StartlistResult>();
  };

  it("never links a new horse to another rider's horse of the same name; links it for its own rider", async () => {
    const earlier = await buildCompetition(t.db, t.clock.now());
    const owner = await buildAthlete(t.db, { name: 'Ingrid Klimke', nationality: 'GER' });
    const quintus = await buildHorse(t.db, { name: 'Quintus 134' });
    await buildEntry(t.db, earlier.id, { athleteId: owner.id, horseId: quintus.id });

    const competition = await buildCompetition(t.db, t.clock.now());
    const result = await startlist(
      competition.id,
      'start_order,rider,horse\n1,KLIMKE Ingrid (GER),QUINTUS 134\n2,Ann SMITH (GBR),QUINTUS 134\n',
    );
    expect(result).toMatchObject({ created: 2, ridersCreated: 1, horsesCreated: 1 });
    expect(result.linked).toEqual([
      {
        rowIndex: 2,
        kind: 'rider',
        name: 'KLIMKE Ingrid',
        id: owner.id,
        linkedTo: 'Ingrid Klimke',
        by: 'name',
      },
      {
        rowIndex: 2,
        kind: 'horse',
        name: 'QUINTUS 134',
        id: quintus.id,
        linkedTo: 'Quintus 134',
        by: 'name_and_rider',
      },
    ]);
    const entries = await t.request({
      method: 'GET',
      url: `/api/competitions/${competition.id}/entries`,
    });
    const horses = entries.json<Array<{ horseId: number; athlete: { name: string } }>>();
    const smith = horses.find((entry) => entry.athlete.name === 'Ann Smith');
    expect(smith?.horseId).not.toBe(quintus.id);
  });

  it('lets an FEI id decide: the same horse under a new name, another rider of the same name', async () => {
    const known = await buildAthlete(t.db, {
      name: 'John Smith',
      nationality: 'USA',
      feiId: '10011111',
    });
    const horse = await buildHorse(t.db, { name: 'Old Name', feiId: '104XY12' });
    const competition = await buildCompetition(t.db, t.clock.now());
    const result = await startlist(
      competition.id,
      'start_order,rider,rider_fei_id,horse,horse_fei_id\n' +
        '1,John SMITH (USA),10022222,New Name,104xy12\n' +
        '2,J. Smith,10011111,Smiths Boy,\n',
    );
    expect(result).toMatchObject({ ridersCreated: 1, horsesCreated: 1 });
    expect(result.linked).toEqual([
      {
        rowIndex: 2,
        kind: 'horse',
        name: 'New Name',
        id: horse.id,
        linkedTo: 'Old Name',
        by: 'fei_id',
      },
      {
        rowIndex: 3,
        kind: 'rider',
        name: 'J. Smith',
        id: known.id,
        linkedTo: 'John Smith',
        by: 'fei_id',
      },
    ]);
    const search = await t.request({
      method: 'GET',
      url: '/api/admin/data/athletes/search?q=10022222',
      cookie: admin,
    });
    expect(search.json<AdminAthlete[]>()).toEqual([
      expect.objectContaining({ name: 'John Smith', feiId: '10022222' }),
    ]);
    const bad = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competition.id}/startlist`,
      cookie: admin,
      ...multipartFile(
        'startlist',
        's.csv',
        'start_order,rider,rider_fei_id,horse\n1,A B,12-34,H\n',
      ),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ message: string }>().message).toContain(
      'rider_fei_id "12-34" must be an FEI id: 5 to 12 letters or digits',
    );
  });

  it('keeps a father and son apart: a different Jr, Sr or II is another rider', async () => {
    const riderNames = async (competitionId: number) => {
      const entries = await t.request({
        method: 'GET',
        url: `/api/competitions/${competitionId}/entries`,
      });
      return entries
        .json<Array<{ startOrder: number; athleteId: number; athlete: { name: string } }>>()
        .sort((a, b) => a.startOrder - b.startOrder)
        .map((entry) => ({ id: entry.athleteId, name: entry.athlete.name }));
    };
    const first = await buildCompetition(t.db, t.clock.now());
    const result = await startlist(
      first.id,
      'start_order,rider,nationality,horse,bridle_number\n' +
        '8,Bruce Davidson Sr,USA,Eagle Rock,8\n' +
        '9,Bruce Davidson Jr,USA,Carlevo,9\n' +
        '10,DAVIDSON Bruce Jnr,USA,Jam,10\n',
    );
    expect(result).toMatchObject({ created: 3, ridersCreated: 2, horsesCreated: 3 });
    const riders = await riderNames(first.id);
    expect(riders.map((rider) => rider.name)).toEqual([
      'Bruce Davidson Sr',
      'Bruce Davidson Jr',
      'Bruce Davidson Jr',
    ]);
    expect(result.linked).toEqual([
      {
        rowIndex: 4,
        kind: 'rider',
        name: 'DAVIDSON Bruce Jnr',
        id: riders[1]?.id,
        linkedTo: 'Bruce Davidson Jr',
        by: 'name',
      },
    ]);

    const son = await buildAthlete(t.db, { name: "Pat O'Brien Jr", nationality: 'IRL' });
    const second = await buildCompetition(t.db, t.clock.now());
    const again = await startlist(
      second.id,
      "start_order,rider,nationality,horse\n1,Pat O'Brien,IRL,Hollow Hill\n2,O'BRIEN Pat Junior,IRL,Ivy\n",
    );
    expect(again).toMatchObject({ ridersCreated: 1 });
    const [father, junior] = await riderNames(second.id);
    expect(father?.name).toBe("Pat O'Brien");
    expect(father?.id).not.toBe(son.id);
    expect(junior?.id).toBe(son.id);
  });

  it('edits FEI ids in the admin data, one record per id', async () => {
    const a = await buildAthlete(t.db, { name: 'Tim Price', nationality: 'NZL' });
    const b = await buildAthlete(t.db, { name: 'Jonelle Price', nationality: 'NZL' });
    const put = (id: number, feiId: string | null) =>
      t.request({
        method: 'PUT',
        url: `/api/admin/data/athletes/${id}`,
        payload: { name: 'Tim Price', nationality: 'NZL', feiId },
        cookie: admin,
      });
    const saved = await put(a.id, ' 10007777 ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdminAthlete>().feiId).toBe('10007777');
    const taken = await put(b.id, '10007777');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'FEI id 10007777 already belongs to the athlete Tim Price.',
    });
    expect((await put(a.id, 'no!')).statusCode).toBe(400);
    expect((await put(a.id, null)).json<AdminAthlete>().feiId).toBeNull();
  });
});
