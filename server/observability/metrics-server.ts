import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Read = () => Promise<{ text: string; contentType: string }>;
type Log = { info: (message: string) => void; error: (message: string) => void };

/**
 * The metrics on a port of their own (METRICS_PORT), bound to METRICS_HOST (loopback unless
 * told): GET /metrics and nothing else, no token. Keep the port off the public network.
 */
export async function startMetricsServer(options: {
  host: string;
  port: number;
  read: Read;
  log: Log;
}) {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not found: GET /metrics\n');
      return;
    }
    options.read().then(
      ({ text, contentType }) => {
        response
          .writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' })
          .end(text);
      },
      (error: unknown) => {
        options.log.error(`metrics could not be read: ${String(error)}`);
        response
          .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  options.log.info(`metrics at http://${options.host}:${address.port}/metrics`);
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
