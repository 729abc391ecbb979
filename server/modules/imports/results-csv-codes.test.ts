import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionEntries } from '../../db/schema/index';
import { openAdminApp, saveScores, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry } from '../../test/factories';
import { multipartFile } from './imports.test-support';

describe('results CSV: board status codes, bounds, bridle numbers and official positions', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (competitionId: number, csv: string) =>
    t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competitionId}/entries/upload`,
      cookie: admin,
      ...multipartFile('csvFile', 'results.csv', csv),
    });
  const stored = async (id: number) =>
    (await t.db.select().from(competitionEntries).where(eq(competitionEntries.id, id)))[0];

  it('reads E, R, RF, MR, TE, W and W/D as the app statuses, in status or score cells', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), {
      status: 'live',
      level: 'CCI4*-S',
    });
    const entries = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((order) => buildEntry(t.db, competition.id, { startOrder: order })),
    );
    const ids = entries.map((entry) => entry.id);
    const csv = [
      'entry_id,dr_status,dr_score,sj_status,sj_score,xc_status,xcj_score,xct_score',
      `${ids[0]},,30.1,OK,4,RF,,`,
      `${ids[1]},,31.0,,,R,,`,
      `${ids[2]},,29.4,OK,0,OK,E,`,
      `${ids[3]},W,,,,,,`,
      `${ids[4]},,28.0,w/d,,MR,,`,
      `${ids[5]},,27.5,TE,,EL XC-FR,,`,
    ].join('\n');
    const response = await upload(competition.id, csv);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await Promise.all(ids.map(stored));
    expect(rows.map((row) => [row?.drStatus, row?.sjStatus, row?.xcStatus])).toEqual([
      [null, 'OK', 'EL'],
      [null, null, 'RET'],
      [null, 'OK', 'EL'],
      ['WD', null, null],
      [null, 'WD', null],
      [null, 'EL', null],
    ]);
    expect(rows[2]?.xcjScore).toBeNull();
    expect(rows.every((row) => row?.position === null)).toBe(true);
  });

  it('empties the later phases of a combination a file stops in dressage, as the score form does', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { status: 'live' });
    const [filed, typed] = await Promise.all(
      [1, 2].map((order) => buildEntry(t.db, competition.id, { startOrder: order })),
    );
    const ridden = 'entry_id,dr_score,sj_status,sj_score,xc_status,xcj_score,xct_score';
    const seeded = await upload(
      competition.id,
      [ridden, `${filed?.id},30.0,OK,0,OK,0,12.4`, `${typed?.id},30.0,OK,0,OK,0,12.4`].join('\n'),
    );
    expect(seeded.statusCode, seeded.body).toBe(200);
    expect((await stored(filed?.id ?? 0))?.totalPts).toBe('64.0');

    const response = await upload(
      competition.id,
      ['entry_id,dr_status,dr_score', `${filed?.id},EL,`].join('\n'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const form = await saveScores(t, admin, typed?.id ?? 0, { dr_status: 'EL', dr_score: null });
    expect(form.statusCode, form.body).toBe(200);
    for (const id of [filed?.id, typed?.id]) {
      expect(await stored(id ?? 0)).toMatchObject({
        drStatus: 'EL',
        sjStatus: null,
        sjScore: null,
        xcStatus: null,
        xcjScore: null,
        xctScore: null,
        totalPts: '0.0',
        position: null,
      });
    }
  });

  it('reads a jumping phase scored with its status cell empty as CLEAR, as the score form saves it', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { status: 'live' });
    const [clear, later, unridden] = await Promise.all(
      [1, 2, 3].map((order) => buildEntry(t.db, competition.id, { startOrder: order })),
    );
    const response = await upload(
      competition.id,
      [
        'entry_id;dr_score;sj_status;sj_score;xc_status;xcj_score;xct_score',
        `${clear?.id};22,5;;0;;0;0`,
        `${later?.id};30,0;;;;;`,
        `${unridden?.id};31,5;;;;;`,
      ].join('\n'),
    );
    expect(response.statusCode, response.body).toBe(200);
    // Worked example 3: a clear round on a dressage better than 25 earns the full 100.
    expect(await stored(clear?.id ?? 0)).toMatchObject({
      drStatus: null,
      sjStatus: 'OK',
      xcStatus: 'OK',
      score: '22.5',
      position: 1,
      totalPts: '100.0',
    });
    // A later file without the status columns scores show jumping: the phase is ridden too.
    const sj = await upload(competition.id, `entry_id,sj_score\n${later?.id},4\n`);
    expect(sj.statusCode, sj.body).toBe(200);
    expect(await stored(later?.id ?? 0)).toMatchObject({
      sjStatus: 'OK',
      sjScore: '4.0',
      xcStatus: null,
      sjPts: '16.0',
    });
    expect(await stored(unridden?.id ?? 0)).toMatchObject({ sjStatus: null, xcStatus: null });
  });

  it('refuses a file with no column it can save, naming the columns; names unknown columns it leaves out', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { status: 'live' });
    const entry = await buildEntry(t.db, competition.id, { startOrder: 1 });
    const foreign = await upload(competition.id, `Entry ID;Dressage Score\n${entry.id};31,3\n`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      message:
        'Nothing was saved: no column of this file is one a results upload changes (its columns: entry_id, dressage_score). Give entry_id and any of start_order, bridle_number, price, ra6, sj6, hfi, tsp, exp_pts, elo_in, elo_out, hpr, dr_status, dr_score, sj_status, sj_score, xc_status, xcj_score, xct_score, position_override, as the entries download names them.',
    });
    expect((await stored(entry.id))?.drScore).toBeNull();

    const mixed = await upload(
      competition.id,
      `entry_id,rider,dr_score,Dressage %,comment,total_pts\n${entry.id},Ann,31.3,68.7,fine,14\n`,
    );
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect(mixed.json()).toEqual({
      message: 'Results uploaded: 1 entry updated. Columns not read: dressage_%, comment.',
      updated: 1,
      ignoredColumns: ['dressage_%', 'comment'],

      encoding: 'utf-8',
    });
    expect((await stored(entry.id))?.drScore).toBe('31.3');
  });

  it('refuses a score out of bounds as a row error naming the field and the bound', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const entry = await buildEntry(t.db, competition.id);
    const response = await upload(
      competition.id,
      `entry_id,dr_score,xct_score\n${entry.id},372,999\n`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message:
        'Nothing was saved. Line 2: Numeric overflow: dr_score 372.0 is out of bounds: dressage penalties are 0.0 to 100.0.',
    });
    expect((await stored(entry.id))?.drScore).toBeNull();
  });

  it('quotes a refused cell as the file wrote it, decimal comma included', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const entries = await Promise.all(
      [1, 2, 3].map((order) => buildEntry(t.db, competition.id, { startOrder: order })),
    );
    const ids = entries.map((entry) => entry.id);
    const response = await upload(
      competition.id,
      [
        'entry_id;dr_score;xct_score;price',
        `${ids[0]};29,95;;2,5`,
        `${ids[1]};120,5;;2,5`,
        `${ids[2]};30,0;;0,5`,
      ].join('\r\n'),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message:
        'Nothing was saved. Line 2: Invalid data format: dr_score 29,95 has more than 1 decimal place. ' +
        'Line 3: Numeric overflow: dr_score 120,5 is out of bounds: dressage penalties are 0.0 to 100.0. ' +
        'Line 4: Invalid data format: price 0,5 is below 1.0.',
    });
    expect((await Promise.all(ids.map(stored))).map((row) => row?.drScore)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('sets bridle numbers and official positions (even swapped), refusing one used twice', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { status: 'live' });
    const a = await buildEntry(t.db, competition.id, { startOrder: 1, bridleNumber: 7 });
    const b = await buildEntry(t.db, competition.id, { startOrder: 2, bridleNumber: 8 });
    const swapped = await upload(
      competition.id,
      `entry_id,bridle_number,dr_score,position_override\n${a.id},8,30,2\n${b.id},7,30,1\n`,
    );
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect([(await stored(a.id))?.bridleNumber, (await stored(b.id))?.bridleNumber]).toEqual([
      8, 7,
    ]);
    expect([(await stored(a.id))?.position, (await stored(b.id))?.position]).toEqual([2, 1]);
    const twice = await upload(competition.id, `entry_id,bridle_number\n${a.id},7\n`);
    expect(twice.statusCode).toBe(422);
    expect(twice.json<{ message: string }>().message).toContain(
      `bridle_number 7 is also entry ${b.id}'s, which this file leaves as it is`,
    );

    const positionsSwapped = await upload(
      competition.id,
      `entry_id,position_override\n${a.id},1\n${b.id},2\n`,
    );
    expect(positionsSwapped.statusCode, positionsSwapped.body).toBe(200);
    const positions = async () => [
      (await stored(a.id))?.positionOverride,
      (await stored(b.id))?.positionOverride,
    ];
    expect(await positions()).toEqual([1, 2]);
    const positionHeld = await upload(competition.id, `entry_id,position_override\n${a.id},2\n`);
    expect(positionHeld.statusCode).toBe(422);
    expect(positionHeld.json<{ message: string }>().message).toBe(
      `Nothing was saved. Line 2: Invalid data format: position_override 2 is also entry ${b.id}'s, which this file leaves as it is.`,
    );
    const positionTwice = await upload(
      competition.id,
      `entry_id,position_override\n${a.id},3\n${b.id},3\n`,
    );
    expect(positionTwice.statusCode).toBe(422);
    expect(positionTwice.json<{ message: string }>().message).toBe(
      'Nothing was saved. Line 3: Invalid data format: position_override 3 is also on line 2.',
    );
    expect(await positions()).toEqual([1, 2]);

    const eliminated = await buildEntry(t.db, competition.id, { startOrder: 3 });
    const notFinished = await upload(
      competition.id,
      `entry_id,dr_score,xc_status,position_override\n${eliminated.id},31,EL,3\n`,
    );
    expect(notFinished.statusCode).toBe(422);
    expect(notFinished.json<{ message: string }>().message).toBe(
      'Nothing was saved. Line 2: Invalid data format: position_override 3 is for a finisher only (every phase completed).',
    );
    expect(await stored(eliminated.id)).toMatchObject({ positionOverride: null, drScore: null });
  });
});
