import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FrozenPicks } from './frozen-picks';
import {
  freezePicks,
  readCurrentPicks,
  readFrozenPicks,
  teamsSignature,
} from './frozen-picks.repository';
import { ADVISORY_LOCK_CLASSES } from '../../db/advisory-locks';

/**
 * A competition's teams and picks for the engine: while its selection is open, as they stand;
 * once closed, its frozen copy, packed by the first process that needs it (decision 050).
 */
export async function loadPicks(
  db: Db,
  competitionId: number,
  frozen: boolean,
): Promise<FrozenPicks> {
  if (!frozen) return readCurrentPicks(db, competitionId);
  const signature = await teamsSignature(db, competitionId);
  const kept = await readFrozenPicks(db, competitionId, signature);
  if (kept) return kept;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_CLASSES.freezePicks}, ${competitionId})`,
    );
    if (await readFrozenPicks(tx, competitionId, signature)) return;
    await freezePicks(tx, competitionId);
  });
  return (
    (await readFrozenPicks(db, competitionId, signature)) ?? readCurrentPicks(db, competitionId)
  );
}
