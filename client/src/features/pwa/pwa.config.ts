import type { VitePWAOptions } from 'vite-plugin-pwa';

/** One id per build: a deployed service worker can tell which version it is. */
const buildId = process.env.SW_BUILD_ID ?? `build-${Date.now().toString(36)}`;

/**
 * The installable app (decision 017): Web App Manifest and a Workbox service worker at /sw.js built
 * from src/features/pwa/worker/sw.ts, registered by the app, waiting for Update Now.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/features/pwa/worker',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Eventing Manager 2.0',
    short_name: 'Eventing',
    description:
      'Fantasy eventing, news, horse and rider ratings and the event calendar. Pick five combinations within 10 million, join leagues and follow live results.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#0b5d36',
    background_color: '#0b3d24',
    lang: 'en',
    categories: ['sports', 'games', 'news'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-192.png',
        sizes: '192x192',
        type: 'image/png',
        purpose: 'maskable',
      },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  injectManifest: {
    // Scripts, styles, fonts and the page: the shell. Flags and pictures are cached on first use.
    globPatterns: ['**/*.{js,css,html,woff2}', 'icons/icon-192.png', 'favicon.svg'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    buildPlugins: {
      vite: [
        {
          name: 'sw-build-id',
          config: () => ({
            define: { 'import.meta.env.VITE_SW_BUILD_ID': JSON.stringify(buildId) },
          }),
        },
      ],
    },
  },
  devOptions: { enabled: false },
};
