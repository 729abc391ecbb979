import type { Db } from '../../db/client';
import { int32sFromBytes } from './frozen-picks';
import { readNations } from './standings.repository';
import type { StandingsState } from './standings-state';

/**
 * The players' nations the standings engine holds for country boards. The first call reads every
 * nation at once; later calls read only the players not read yet, and a changed player again.
 * Reads run one after another, so an earlier read never lands after a later one.
 */
export function createPlayerNations(db: Db, state: StandingsState) {
  const known = new Set<number>();
  let everyoneRead = false;
  let turn: Promise<void> = Promise.resolve();
  const inTurn = (work: () => Promise<void>) => {
    const next = turn.then(work);
    turn = next.catch(() => undefined);
    return next;
  };

  const readEveryone = async () => {
    if (everyoneRead) return;
    for (const { nation, ids } of await readNations(db)) {
      for (const id of int32sFromBytes(ids)) {
        known.add(id);
        state.setNation(id, nation);
      }
    }
    everyoneRead = true;
  };
  const read = async (userIds: readonly number[]) => {
    const found = new Map<number, string>();
    for (const { nation, ids } of await readNations(db, userIds)) {
      for (const id of int32sFromBytes(ids)) found.set(id, nation);
    }
    for (const id of userIds) {
      known.add(id);
      state.setNation(id, found.get(id) ?? null);
    }
  };

  return {
    /** Holds the nation of every player of these teams (a player new to the boards among them). */
    ofPlayers: (userIds: Int32Array) =>
      inTurn(async () => {
        await readEveryone();
        const unread = new Set<number>();
        for (const id of userIds) if (!known.has(id)) unread.add(id);
        if (unread.size > 0) await read([...unread]);
      }),
    /** Reads a player's nation again (it changed). */
    changed: (userId: number) => inTurn(() => read([userId])),
  };
}
