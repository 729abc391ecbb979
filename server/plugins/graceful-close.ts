import type { AppInstance } from '../types';

/**
 * While the server closes, every answer says `Connection: close`: a keep-alive connection whose
 * request was in flight is closed once answered, instead of holding close() until it idles out.
 */
export function registerGracefulClose(app: AppInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) void reply.header('connection', 'close');
    return payload;
  });
}
