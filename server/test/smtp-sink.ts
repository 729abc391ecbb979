import net, { type AddressInfo } from 'node:net';

/**
 * How the sink behaves: `accept` delivers, `reject` answers the message with 451 (try later),
 * `silent` never sends its greeting, `stall` takes the message and never answers it.
 */
export type SmtpSinkMode = 'accept' | 'reject' | 'silent' | 'stall';

export type SmtpSink = {
  url: string;
  mode: SmtpSinkMode;
  /** Messages accepted, each with its recipients and raw text. */
  delivered: { to: string[]; raw: string }[];
  /** Messages sent to the end of their data, whatever the answer (or none). */
  received: number;
  /** Messages answered 451. */
  rejected: number;
  /** Connections opened and connections the client has since closed. */
  opened: number;
  closed: number;
  close: () => Promise<void>;
};

/** A minimal SMTP server on loopback that speaks just enough for nodemailer, in one of four moods. */
export async function startSmtpSink(mode: SmtpSinkMode = 'accept'): Promise<SmtpSink> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    sink.opened += 1;
    socket.on('close', () => {
      sockets.delete(socket);
      sink.closed += 1;
    });
    socket.on('error', () => undefined);
    if (sink.mode === 'silent') return;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffered = '';
    let data: string[] | null = null;
    let to: string[] = [];
    reply('220 sink.test ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let end = buffered.indexOf('\r\n');
      while (end >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        end = buffered.indexOf('\r\n');
        if (data) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          const raw = data.join('\r\n');
          data = null;
          sink.received += 1;
          if (sink.mode === 'stall') continue;
          if (sink.mode === 'reject') {
            sink.rejected += 1;
            reply('451 4.3.0 Try again later');
          } else {
            sink.delivered.push({ to, raw });
            reply('250 2.0.0 Queued');
          }
          continue;
        }
        switch (line.slice(0, 4).toUpperCase()) {
          case 'EHLO':
          case 'HELO':
            reply('250 sink.test');
            break;
          case 'MAIL':
            to = [];
            reply('250 OK');
            break;
          case 'RCPT':
            to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
            reply('250 OK');
            break;
          case 'DATA':
            data = [];
            reply('354 End data with <CR><LF>.<CR><LF>');
            break;
          case 'QUIT':
            reply('221 Bye');
            socket.end();
            break;
          default:
            reply('250 OK');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    mode,
    delivered: [],
    received: 0,
    rejected: 0,
    opened: 0,
    closed: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return sink;
}
