/**
 * The baseline: a bare node:http server in its own process answering the same bytes from memory.
 * Started by bare.ts with a JSON spec in the file BARE_SPEC_FILE; prints its port on stdout.
 *
 *   GET  <path>   the stored answer (200 with body, or 304 when If-None-Match names its ETag)
 *   POST <path>   reads the request body, then the stored answer
 *   GET  /events  a server-sent event stream; POST /broadcast writes one frame to every stream
 */
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';

type Answer = { status: number; headers: Record<string, string>; body: string };
type Spec = { routes: Record<string, Answer>; eventFrame?: string; gzip?: boolean };

const spec = JSON.parse(fs.readFileSync(process.env.BARE_SPEC_FILE ?? '', 'utf8')) as Spec;
const bodies = new Map(
  Object.entries(spec.routes).map(([route, answer]) => [route, Buffer.from(answer.body)]),
);
const gzipped = new Map(
  spec.gzip ? [...bodies].map(([route, body]) => [route, zlib.gzipSync(body)]) : [],
);
const streams = new Set<http.ServerResponse>();

const server = http.createServer((request, response) => {
  const url = request.url ?? '/';
  if (url === '/events') {
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    response.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
    streams.add(response);
    request.once('close', () => streams.delete(response));
    return;
  }
  if (url === '/broadcast') {
    request.resume();
    request.once('end', () => {
      for (const stream of streams) stream.write(spec.eventFrame ?? 'data: {}\n\n');
      response.end('{}');
    });
    return;
  }
  const answer = spec.routes[url];
  const body = bodies.get(url);
  if (!answer || !body) {
    response.writeHead(404).end();
    return;
  }
  const send = () => {
    const etag = answer.headers.etag;
    if (etag && request.headers['if-none-match'] === etag) {
      const { 'content-type': _type, ...notModified } = answer.headers;
      response.writeHead(304, notModified).end();
      return;
    }
    const packed = gzipped.get(url);
    if (packed && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      response.writeHead(answer.status, {
        ...answer.headers,
        'content-encoding': 'gzip',
        vary: 'accept-encoding',
        'content-length': packed.length,
      });
      response.end(packed);
      return;
    }
    response.writeHead(answer.status, { ...answer.headers, 'content-length': body.length });
    response.end(body);
  };
  if (request.method === 'POST') {
    request.resume();
    request.once('end', send);
  } else {
    send();
  }
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => {
  for (const stream of streams) stream.destroy();
  server.close(() => process.exit(0));
});
