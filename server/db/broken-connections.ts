import pg from 'pg';

/**
 * Whether a failed statement leaves its connection unfit for the next one: no answer within the
 * query timeout (the statement may still run on the server), a connection cut or closed, or the
 * server going away (class 08, 57P01–57P03). An error the server answered with, such as a
 * constraint violation, leaves the connection as good as before.
 */
function leavesConnectionBroken(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return true;
  const code = error.code ?? '';
  return code.startsWith('08') || /^57P0[1-3]$/.test(code);
}

/**
 * Makes a pool discard a checked-out connection the moment one of its statements fails because
 * the connection is broken, and makes releasing it again harmless.
 *
 * drizzle's node-postgres transactions (0.45) run `begin` before the block that releases the
 * connection, and release it without the error when a `rollback` fails: a `begin` that times out
 * keeps the connection checked out for good, and a connection whose statement timed out goes back
 * to the pool with that statement still waiting, so the next request's statements wait behind it.
 * A few such failures during an outage would leave the pool empty after the database is back.
 * docs/decisions/113-a-query-timeout-and-broken-connections-discarded.md says when this can go.
 */
export function discardBrokenConnections(pool: pg.Pool) {
  const discardOf = new WeakMap<pg.PoolClient, (error: Error) => void>();

  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const guarded = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (leavesConnectionBroken(error)) {
            discardOf.get(client)?.(error instanceof Error ? error : new Error(String(error)));
          }
        });
      }
      return result;
    };
    client.query = guarded as typeof client.query;
  });

  const connect: pg.Pool['connect'] = pool.connect.bind(pool);
  const connectGuarded = async () => {
    const client = await connect();
    const release = client.release.bind(client);
    let released = false;
    const releaseOnce = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      discardOf.delete(client);
      release(error);
    };
    client.release = releaseOnce;
    discardOf.set(client, (error) => releaseOnce(error));
    return client;
  };
  // The callback form (the pool's own `query`) releases with the error itself.
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) =>
    callback ? connect(callback) : connectGuarded()) as pg.Pool['connect'];
}
