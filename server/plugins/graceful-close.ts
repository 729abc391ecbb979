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
  app.addHook('onSend', function closeConnectionWhileClosing(_request, reply, payload, done) {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
}
