import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from './address-policy';
import {
  OutboundFailedError,
  OutboundRefusedError,
  checkOutboundUrl,
  fetchScoreboardPage,
} from './safe-fetch';
import {
  GATEWAY_EVENT,
  startScoreboardFixtureServer,
  type FixtureServer,
} from './scoreboard-fixture-server';
import { fetchEntryList, fetchSectionResults } from './scoreboard-gateway';

const DEFAULT_ORIGINS = ['https://www.eventingscores.co.uk'];

describe('outbound requests to the scoreboard', () => {
  let fixtures: FixtureServer;
  beforeAll(async () => {
    fixtures = await startScoreboardFixtureServer();
  });
  afterAll(async () => {
    await fixtures.close();
  });

  it('classifies loopback, private, link-local and mapped addresses as private', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '64:ff9b:1::a00:1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '3fff::1',
      'not-an-ip',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '151.101.1.1', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses 127.0.0.1 when it is not an allowed origin, without connecting', async () => {
    const before = fixtures.requests();
    await expect(
      fetchScoreboardPage(fixtures.url('short-format.html'), { allowedOrigins: DEFAULT_ORIGINS }),
    ).rejects.toThrow(
      new OutboundRefusedError(
        `Only addresses on www.eventingscores.co.uk may be read: ${fixtures.origin} is not allowed.`,
      ),
    );
    expect(fixtures.requests()).toBe(before);
  });

  it('refuses another host, plain http to the scoreboard, and credentials in the address', async () => {
    for (const address of [
      'https://evil.example/results.html',
      'https://eventingscores.co.uk/uploads/events/1/results_1_1.html',
      'http://www.eventingscores.co.uk/uploads/events/1/results_1_1.html',
      'https://user:pw@www.eventingscores.co.uk/x',
      'file:///etc/passwd',
      'not a url',
    ]) {
      await expect(
        fetchScoreboardPage(address, { allowedOrigins: DEFAULT_ORIGINS }),
        address,
      ).rejects.toBeInstanceOf(OutboundRefusedError);
    }
  });

  it('refuses an allowed host name that resolves to a private or loopback address', async () => {
    for (const address of ['10.0.0.7', '127.0.0.1', '169.254.169.254', '::1']) {
      await expect(
        fetchScoreboardPage('https://www.eventingscores.co.uk/uploads/events/1/x.html', {
          allowedOrigins: DEFAULT_ORIGINS,
          resolve: () => Promise.resolve([address]),
        }),
      ).rejects.toThrow(
        'www.eventingscores.co.uk resolves to a private or loopback address: refused.',
      );
    }
  });

  it('refuses a private address literal even when its origin is listed with a host name', () => {
    expect(() =>
      checkOutboundUrl('http://10.0.0.7/x', ['https://www.eventingscores.co.uk']),
    ).toThrow(OutboundRefusedError);
    expect(checkOutboundUrl(fixtures.url('a.html'), [fixtures.origin]).privateAllowed).toBe(true);
    expect(
      checkOutboundUrl('https://www.eventingscores.co.uk/a.html', DEFAULT_ORIGINS).privateAllowed,
    ).toBe(false);
  });

  it('reads a page from an origin named in the setting', async () => {
    const html = await fetchScoreboardPage(fixtures.url('short-format.html'), {
      allowedOrigins: [fixtures.origin],
    });
    expect(html).toContain('Bramham International Horse Trials');
  });

  it('follows a redirect on the same origin but refuses one to another host', async () => {
    const same = await fetchScoreboardPage(`${fixtures.origin}/redirect-same`, {
      allowedOrigins: [fixtures.origin],
    });
    expect(same).toContain('CCI4*-S Section A');
    await expect(
      fetchScoreboardPage(`${fixtures.origin}/redirect-away`, {
        allowedOrigins: [fixtures.origin],
      }),
    ).rejects.toThrow(
      new OutboundRefusedError(
        'The scoreboard redirected to another host (https://evil.example): refused.',
      ),
    );
  });

  it('gives up after the time limit and above the size limit', async () => {
    await expect(
      fetchScoreboardPage(`${fixtures.origin}/slow`, {
        allowedOrigins: [fixtures.origin],
        timeoutMs: 300,
      }),
    ).rejects.toThrow(new OutboundFailedError('The scoreboard did not answer within 0.3 seconds.'));
    await expect(
      fetchScoreboardPage(`${fixtures.origin}/huge`, { allowedOrigins: [fixtures.origin] }),
    ).rejects.toThrow(
      new OutboundFailedError('The scoreboard page is larger than 2 MB: not read.'),
    );
  });

  it('reads a Windows-1252 page whose character set only its meta tag declares', async () => {
    const html =
      '<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252"></head><body>Nadine Z\u00fcrcher, Fant\u00f4me</body></html>';
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.from(html, 'latin1'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    try {
      const text = await fetchScoreboardPage(`${origin}/uploads/events/1/cp1252.html`, {
        allowedOrigins: [origin],
      });
      expect(text).toContain('Nadine Z\u00fcrcher, Fant\u00f4me');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('reports a missing page with its status', async () => {
    await expect(
      fetchScoreboardPage(fixtures.url('missing.html'), { allowedOrigins: [fixtures.origin] }),
    ).rejects.toThrow(
      'The scoreboard has no page at this address (HTTP 404): check the scoring URL.',
    );
  });

  it('says a failing site will be read again, and names another refusal by its status', async () => {
    let status = 500;
    const server = http.createServer((_request, response) => {
      response.writeHead(status, { 'content-type': 'text/html' }).end('<h1>Error</h1>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const read = () =>
      fetchScoreboardPage(`${origin}/uploads/events/1/board.html`, { allowedOrigins: [origin] });
    try {
      await expect(read()).rejects.toThrow(
        'The scoreboard site is failing (HTTP 500): a later scrape tries again.',
      );
      status = 403;
      await expect(read()).rejects.toThrow('The scoreboard refused the request (HTTP 403).');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('POSTs the gateway form to the local stand-in and reads both JSON answers', async () => {
    const gateway = `${fixtures.origin}/ajax/publicGateway.php`;
    const options = { allowedOrigins: [fixtures.origin] };
    const before = fixtures.gatewayForms().length;
    const html = await fetchSectionResults(gateway, GATEWAY_EVENT, 'A', options);
    expect(html).toContain('<table');
    expect(html).toContain('MBF QUIDAMS TOUCH');
    expect(await fetchSectionResults(gateway, GATEWAY_EVENT, 'B', options)).toBeNull();
    const entries = await fetchEntryList(gateway, GATEWAY_EVENT, options);
    expect(entries).toHaveLength(15);
    expect(entries[0]).toEqual({
      bridleNumber: '212',
      rider: 'Astier Nicolas',
      horse: 'HITCHQOTE DU COUDRAY',
      section: 'A',
      className: 'CCI4*-S 8/9YO',
      status: 'accepted',
      classDate: '2026-09-18',
    });
    expect(entries.find((entry) => entry.bridleNumber === '154')?.status).toBe('withdrawn');
    expect(fixtures.gatewayForms().slice(before)).toEqual([
      { Action: 'getSectionResults', fid_competition: GATEWAY_EVENT, section: 'A' },
      { Action: 'getSectionResults', fid_competition: GATEWAY_EVENT, section: 'B' },
      { Action: 'getEntryList', fid_competition: GATEWAY_EVENT },
    ]);
  });

  it('refuses a gateway form to an origin that is not allowed, without connecting', async () => {
    const before = fixtures.requests();
    await expect(
      fetchSectionResults(`${fixtures.origin}/ajax/publicGateway.php`, GATEWAY_EVENT, 'A', {
        allowedOrigins: DEFAULT_ORIGINS,
      }),
    ).rejects.toBeInstanceOf(OutboundRefusedError);
    expect(fixtures.requests()).toBe(before);
  });

  it('does not follow a redirect that would drop the form', async () => {
    await expect(
      fetchScoreboardPage(
        `${fixtures.origin}/redirect-same`,
        { allowedOrigins: [fixtures.origin] },
        { Action: 'getEntryList', fid_competition: GATEWAY_EVENT },
      ),
    ).rejects.toThrow(
      new OutboundFailedError(
        'The scoreboard gateway answered HTTP 301 (a redirect that would drop the form).',
      ),
    );
  });
});
