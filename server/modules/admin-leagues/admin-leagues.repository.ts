import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

export type AdminLeagueRow = {
  id: number;
  name: string;
  description: string | null;
  creator_id: number | null;
  creator_first_name: string | null;
  creator_last_name: string | null;
  is_private: boolean;
  join_code: string;
  max_members: number;
  member_count: number;
  created_at: Date | string;
};

/** Every league (or those whose name or join code contains `q`), newest first, with counts. */
export async function listAdminLeagues(db: Db, q?: string, leagueId?: number) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const result = await db.execute(sql`
    select l.id, l.name, l.description, l.creator_id, u.first_name as creator_first_name,
      u.last_name as creator_last_name, l.is_private, l.join_code, l.max_members, l.created_at,
      (select count(*)::int from league_memberships m where m.league_id = l.id) as member_count
    from leagues l
    left join users u on u.id = l.creator_id
    where (${pattern}::text is null or l.name ilike ${pattern} or l.join_code ilike ${pattern})
      and (${leagueId ?? null}::int is null or l.id = ${leagueId ?? null})
    order by l.created_at desc, l.id desc
  `);
  return rowsOf<AdminLeagueRow>(result);
}
