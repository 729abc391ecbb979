import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import {
  EMOJI_SEQUENCE_NAME,
  HIDDEN_CHARACTER_NAMES,
  hiddenCharactersRefusal,
} from '../../test/hidden-characters';
import { newPlayer, nextIp } from '../auth/auth.test-support';

describe('names on a player profile carry no hidden characters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('team name', () => {
    it.each(HIDDEN_CHARACTER_NAMES)('refuses %s and keeps the old name', async (_what, name) => {
      const { user, cookie } = await signedInUser(t.db, t.clock.now(), { teamName: 'Before' });
      const response = await t.request({
        method: 'PUT',
        url: '/api/user/team-name',
        payload: { teamName: name },
        cookie,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(hiddenCharactersRefusal('teamName', 'Team name'));
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.teamName).toBe('Before');
    });

    it('keeps a zero-width joiner inside an emoji sequence', async () => {
      const { cookie } = await signedInUser(t.db, t.clock.now());
      const response = await t.request({
        method: 'PUT',
        url: '/api/user/team-name',
        payload: { teamName: EMOJI_SEQUENCE_NAME },
        cookie,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ user: { teamName: EMOJI_SEQUENCE_NAME } });
    });
  });

  describe.each([
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
  ])('%s at registration', (field, label) => {
    it.each(HIDDEN_CHARACTER_NAMES)('refuses %s and creates no account', async (_what, name) => {
      const player = newPlayer({ [field]: name });
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: player,
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(hiddenCharactersRefusal(field, label));
      expect(await t.db.select().from(users).where(eq(users.email, player.email))).toHaveLength(0);
    });
  });
});
