import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';

describe('feedback API', () => {
  let t: TestApp;
  const now = new Date('2026-06-01T12:00:00Z');
  const valid = {
    name: 'Ann Visitor',
    email: 'ann@example.test',
    subject: 'Scores page',
    message: 'The results page froze.',
  };

  beforeAll(async () => {
    t = await createTestApp({}, now);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (payload: object, cookie?: string) =>
    t.request({ method: 'POST', url: '/api/feedback', payload, ...(cookie ? { cookie } : {}) });
  const stored = async () => (await t.db.select({ n: count() }).from(feedback))[0]?.n ?? 0;

  it('stores a visitor’s feedback without a user id', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    const row = await t.db.query.feedback.findFirst({
      where: (table, { eq }) => eq(table.id, response.json<{ id: number }>().id),
    });
    expect(row).toMatchObject({ ...valid, userId: null, status: 'pending' });
  });

  it('takes the user id from the session, never from the body', async () => {
    const { user, cookie } = await signedInUser(t.db, now);
    const other = await signedInUser(t.db, now);
    const response = await send({ ...valid, userId: other.user.id }, cookie);
    const row = await t.db.query.feedback.findFirst({
      where: (table, { eq }) => eq(table.id, response.json<{ id: number }>().id),
    });
    expect(row?.userId).toBe(user.id);
    const anonymous = await send({ ...valid, userId: other.user.id });
    const anonymousRow = await t.db.query.feedback.findFirst({
      where: (table, { eq }) => eq(table.id, anonymous.json<{ id: number }>().id),
    });
    expect(anonymousRow?.userId).toBeNull();
  });

  it('refuses a missing or blank field and stores nothing', async () => {
    const before = await stored();
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const { [field]: _omitted, ...rest } = valid;
      const missing = await send(rest);
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ field: string }>().field).toBe(field);
      const blank = await send({ ...valid, [field]: '   ' });
      expect(blank.statusCode).toBe(400);
      const label = field[0]?.toUpperCase() + field.slice(1);
      expect(blank.json()).toEqual({ message: `${field}: ${label} is required.`, field });
    }
    expect(await stored()).toBe(before);
  });

  it('refuses text beyond the limits with a clear 400', async () => {
    const before = await stored();
    const cases = [
      ['name', 'x'.repeat(101), 'name: Name must be at most 100 characters.'],
      ['email', `${'x'.repeat(250)}@e.test`, 'email: Email must be at most 254 characters.'],
      ['subject', 'x'.repeat(201), 'subject: Subject must be at most 200 characters.'],
      ['message', 'x'.repeat(5001), 'message: Message must be at most 5000 characters.'],
      ['email', 'not-an-email', 'email: Email must be a valid email address.'],
    ] as const;
    for (const [field, value, message] of cases) {
      const response = await send({ ...valid, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, field });
    }
    expect((await send({ ...valid, message: 'x'.repeat(5000) })).statusCode).toBe(201);
    expect(await stored()).toBe(before + 1);
  });
});
