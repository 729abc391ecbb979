import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/em-config-test' } as const;

describe('settings given in pairs', () => {
  it.each([
    [{ ADMIN_EMAIL: 'admin@example.test' }],
    [{ ADMIN_PASSWORD: 'a long and unusual passphrase' }],
    [{ ADMIN_EMAIL: 'admin@example.test', ADMIN_PASSWORD: '  ' }],
  ])('stop the start when only one of ADMIN_EMAIL and ADMIN_PASSWORD is given: %j', (pair) => {
    expect(() => loadConfig({ ...base, ...pair })).toThrow(
      'Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be given together (the administrator created at start).',
    );
  });

  it('take ADMIN_EMAIL and ADMIN_PASSWORD together, or neither', () => {
    expect(loadConfig(base)).toMatchObject({ adminEmail: undefined, adminPassword: undefined });
    expect(
      loadConfig({ ...base, ADMIN_EMAIL: 'Admin@Example.test', ADMIN_PASSWORD: 'pass phrase' }),
    ).toMatchObject({ adminEmail: 'admin@example.test', adminPassword: 'pass phrase' });
  });
});
