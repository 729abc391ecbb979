import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { HIDDEN_CHARACTER_NAMES, hiddenCharactersRefusal } from '../../test/hidden-characters';

describe('the name on feedback carries no hidden characters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(HIDDEN_CHARACTER_NAMES)('refuses %s and stores nothing', async (_what, name) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/feedback',
      payload: { name, email: 'ann@example.test', subject: 'Hello', message: 'A message.' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(hiddenCharactersRefusal('name', 'Name'));
    expect((await t.db.select({ n: count() }).from(feedback))[0]?.n).toBe(0);
  });
});
