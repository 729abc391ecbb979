import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../database';
import { runFuzz, type FuzzReport } from './fuzz';
import { createHarness, endpointKey, type Harness } from './harness';
import { createWorld, type World } from './world';

/** The fixed-seed run in `npm test`; scripts/fuzz-full.ts sends 10,000 and more. */
const SEED = Number(process.env.FUZZ_SEED ?? 20260601);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1200);

let harness: Harness;
let world: World;
let report: FuzzReport;

beforeAll(async () => {
  harness = await createHarness(await openTestDatabase());
  world = await createWorld(harness);
  report = await runFuzz({ harness, world, seed: SEED, requests: REQUESTS });
  if (process.env.FUZZ_REPORT) fs.writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(report));
}, 240_000);

afterAll(async () => {
  await harness.close();
  await harness.database.close();
});

describe(`fuzzing every endpoint from its schema (seed ${SEED})`, () => {
  it('reaches every API endpoint the app registers', () => {
    const all = harness.endpoints.map(endpointKey).sort();
    expect(all.length).toBeGreaterThan(80);
    expect(report.endpointsCovered).toEqual(all);
  });

  it('answers every request without a server error, leak or unclear refusal, and refused requests change nothing', () => {
    expect(report.failures).toEqual([]);
    expect(report.requests).toBe(REQUESTS);
    expect(report.refusedChecked).toBe(report.refused);
  });

  it('both accepts valid requests and refuses broken ones', () => {
    expect(report.accepted).toBeGreaterThan(REQUESTS * 0.1);
    expect(report.refused).toBeGreaterThan(REQUESTS * 0.4);
  });
});
