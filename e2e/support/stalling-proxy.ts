import net from 'node:net';

export type StallingProxy = {
  url: string;
  /** Every connection, open or new, stops passing bytes on, and none is closed. */
  stall: () => void;
  /** The bytes held back pass on, and the connections carry on as before. */
  resume: () => void;
  close: () => Promise<void>;
};

/**
 * A TCP proxy on 127.0.0.1 in front of the app that can go silent without closing anything: what
 * a phone changing network or a proxy dropping an idle connection does to a live stream.
 */
export async function startStallingProxy(target: string): Promise<StallingProxy> {
  const { hostname, port } = new URL(target);
  let stalled = false;
  const held: Array<() => void> = [];
  const sockets = new Set<net.Socket>();
  const pass = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (stalled) held.push(() => to.destroyed || to.write(chunk));
      else to.write(chunk);
    });
    from.on('close', () => to.destroy());
    from.on('error', () => to.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: hostname, port: Number(port) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    }
    pass(client, upstream);
    pass(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${listening}`,
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
      for (const write of held.splice(0)) write();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
