import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';

/** The notification channel of a league whose members or privacy changed. */
export const LEAGUE_CHANGED_CHANNEL = 'league_changed';
/** A league's members are read again after this long, whatever was heard. */
const MEMBERS_FRESH_MS = 30_000;

/** A league as its tables need it: private or not, and its members' user ids in ascending order. */
export type LeagueRoster = { isPrivate: boolean; members: Int32Array };

/**
 * League members kept in memory per process, so a league table is answered without the database
 * (decision 050). A change made here is forgotten at once and told to the other processes; what
 * they miss is read again after 30 s.
 */
export type LeagueMembers = {
  get: (leagueId: number) => Promise<LeagueRoster | null>;
  /** After a change is committed: every process reads the league again. */
  changed: (leagueId: number) => Promise<void>;
  /** Forgets every league here (a player was deleted: their memberships went with them). */
  forgetAll: () => void;
  close: () => Promise<void>;
};

async function readRoster(db: Db, leagueId: number): Promise<LeagueRoster | null> {
  const result = await db.execute(sql`
    select l.is_private,
           coalesce((select array_agg(m.user_id order by m.user_id) from league_memberships m
                     where m.league_id = l.id), '{}') as members
    from leagues l where l.id = ${leagueId}`);
  const [row] = (result as { rows: { is_private: boolean; members: number[] }[] }).rows;
  return row
    ? { isPrivate: row.is_private, members: Int32Array.from(row.members.map(Number)) }
    : null;
}

export async function startLeagueMembers(database: Database): Promise<LeagueMembers> {
  const kept = new Map<number, { at: number; roster: Promise<LeagueRoster | null> }>();
  const forget = (payload: string) => {
    const id = Number(payload);
    if (Number.isInteger(id)) kept.delete(id);
  };
  const unlisten = await database.listen(LEAGUE_CHANGED_CHANNEL, forget);
  return {
    get: (leagueId) => {
      const now = Date.now();
      const found = kept.get(leagueId);
      if (found && now - found.at < MEMBERS_FRESH_MS) return found.roster;
      const roster = readRoster(database.db, leagueId);
      kept.set(leagueId, { at: now, roster });
      roster.catch(() => kept.delete(leagueId));
      return roster;
    },
    changed: async (leagueId) => {
      forget(String(leagueId));
      await database.notify(LEAGUE_CHANGED_CHANNEL, String(leagueId));
    },
    forgetAll: () => kept.clear(),
    close: async () => {
      kept.clear();
      await unlisten();
    },
  };
}
