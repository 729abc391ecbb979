import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { AUTH_RESPONSES } from './auth.service';
import { nextIp } from './auth.test-support';

/**
 * Whatever only a known address needs (storing its reset link, sending it) runs after the
 * answer, so neither the answer nor its timing can tell a known address from an unknown one. In
 * this file's database storing a reset link always fails: an answer that waited for it shows it.
 */
describe('forgot password answers a known address as it answers an unknown one', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.execute(
      sql.raw(
        `create function refuse_reset_link() returns trigger language plpgsql as $$ begin raise exception 'reset links cannot be stored here'; end $$`,
      ),
    );
    await t.db.execute(
      sql.raw(
        'create trigger refuse_reset_link before insert on password_reset_tokens for each row execute function refuse_reset_link()',
      ),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const forgot = (email: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: nextIp(),
    });

  it('gives the same answer whether or not storing the link would work', async () => {
    const user = await buildUser(t.db, { password: 'old password' });
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-at-all@example.test');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: AUTH_RESPONSES.resetRequested });
    expect(known.body).toBe(unknown.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
  });
});
