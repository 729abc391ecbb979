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

describe('APP_URL', () => {
  it.each([
    ['events.example.test'],
    ['events.example.test:8080'],
    ['ftp://x'],
    ['https://host/sub/path'],
    ['https://host/?from=mail'],
    ['https://host/#top'],
    ['https://admin:secret@host'],
    ['http:events.example.test'],
    ['https://'],
    ['https://host:99999'],
  ])('stops the start on %j, which is not an http(s) origin', (value) => {
    expect(() => loadConfig({ ...base, APP_URL: value })).toThrow(
      'Invalid configuration: APP_URL: must be the public origin the site is reached at, with http:// or https://, a host and an optional port and no path, such as https://events.example.com',
    );
  });

  it.each([
    ['https://events.example.test', 'https://events.example.test'],
    ['https://events.example.test/', 'https://events.example.test'],
    ['  HTTPS://Events.Example.TEST:443/ ', 'https://events.example.test'],
    ['http://localhost:7000', 'http://localhost:7000'],
    ['http://[::1]:5000/', 'http://[::1]:5000'],
  ])('takes the origin %j as %j', (value, appUrl) => {
    expect(loadConfig({ ...base, APP_URL: value }).appUrl).toBe(appUrl);
  });

  it.each([['http://events.example.test'], ['http://192.0.2.10:5000'], ['http://[2001:db8::1]']])(
    'stops a production start on the plain-http address %j, where no browser keeps the Secure session cookie',
    (value) => {
      expect(() => loadConfig({ ...base, NODE_ENV: 'production', APP_URL: value })).toThrow(
        `Invalid configuration: APP_URL must start with https:// when NODE_ENV=production (${new URL(value).origin} given)`,
      );
      expect(loadConfig({ ...base, APP_URL: value }).appUrl).toBe(new URL(value).origin);
    },
  );

  it.each([
    ['https://events.example.test'],
    ['http://localhost:5000'],
    ['http://127.0.0.1:5000'],
    ['http://[::1]:5000'],
    [undefined],
  ])('lets production start on %j: https, or this machine', (value) => {
    const config = loadConfig({
      ...base,
      NODE_ENV: 'production',
      ...(value === undefined ? {} : { APP_URL: value }),
    });
    expect(config.env).toBe('production');
  });

  it('is http://localhost:$PORT when unset or blank', () => {
    expect(loadConfig({ ...base, PORT: '5100' }).appUrl).toBe('http://localhost:5100');
    expect(loadConfig({ ...base, APP_URL: ' ' }).appUrl).toBe('http://localhost:5000');
  });
});
