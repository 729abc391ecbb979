import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LISTEN_APPLICATION_NAME } from '../../db/client';
import { openTestDatabase } from '../database';
import { waitFor } from '../wait-for';

describe('database notifications', () => {
  it("reach this process's own listeners before notify returns", async () => {
    // Caches are invalidated by notifications: a read right after a write must not find a
    // body the write has made stale, so delivery to this process cannot lag behind notify.
    const database = await openTestDatabase();
    try {
      const received = new Set<string>();
      await database.listen('em_test_echo', (payload) => received.add(payload));
      const late: number[] = [];
      for (let index = 0; index < 200; index += 1) {
        await database.notify('em_test_echo', `n${index}`);
        if (!received.has(`n${index}`)) late.push(index);
      }
      expect(late).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('keep arriving after the listening connection is cut (a failover or restart)', async () => {
    const database = await openTestDatabase();
    try {
      const received: string[] = [];
      await database.listen('em_test_channel', (payload) => received.push(payload));
      await database.notify('em_test_channel', 'before');
      await waitFor(() => received.includes('before'));

      if (database.kind === 'postgres') {
        // Cut every other connection listening here, as a server restart would.
        const cut = (await database.db.execute(
          sql`select pg_terminate_backend(pid) as cut from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()
                and application_name = ${LISTEN_APPLICATION_NAME}`,
        )) as { rows: unknown[] };
        expect(cut.rows.length).toBeGreaterThan(0);
        // Until it is back, notifications are lost; once back, they arrive again.
        await waitFor(
          async () => {
            if (received.includes('after')) return true;
            await database.notify('em_test_channel', 'after');
            return false;
          },
          { what: 'a notification after reconnecting', intervalMs: 200 },
        );
      } else {
        await database.notify('em_test_channel', 'after');
      }
      await waitFor(() => received.includes('after'));
    } finally {
      await database.close();
    }
  });
});
