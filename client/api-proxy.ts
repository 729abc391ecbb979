import type { ProxyOptions } from 'vite';

/**
 * `/api` of the Vite dev and preview servers, passed on to the app's server at `target`.
 * changeOrigin gives the request the server's Host, so a page of the dev server's own origin has
 * its Origin rewritten to the server's too: otherwise the server's same-origin check refuses every
 * sign-in and save ("Cross-site requests cannot change data."). Another site's Origin is passed on
 * as it came, and refused.
 */
export function apiProxy(target: string): Record<string, ProxyOptions> {
  const targetOrigin = new URL(target).origin;
  return {
    '/api': {
      target,
      changeOrigin: true,
      configure: (proxy) => {
        proxy.on('proxyReq', (proxyReq, request) => {
          const { origin, host } = request.headers;
          if (origin === `http://${host}` || origin === `https://${host}`) {
            proxyReq.setHeader('origin', targetOrigin);
          }
        });
      },
    },
  };
}
