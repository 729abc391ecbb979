import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { apiProxy } from './api-proxy';
import { pwaOptions } from './src/features/pwa/pwa.config';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// `vite build --ssr src/entry-server.tsx` builds the server's prerender of the public pages
// (decision 019) into dist/server; the plain build is the browser's app in dist/client.
export default defineConfig(({ isSsrBuild }) => ({
  root: fromHere('.'),
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), VitePWA(pwaOptions)],
  resolve: {
    alias: {
      '@contract': fromHere('../contract'),
      '@': fromHere('./src'),
    },
  },
  server: { proxy: apiProxy('http://localhost:5000') },
  preview: { proxy: apiProxy('http://localhost:5000') },
  build: isSsrBuild
    ? {
        outDir: fromHere('../dist/server'),
        emptyOutDir: true,
        copyPublicDir: false,
        // Same asset URLs as the browser build: flags stay files.
        assetsInlineLimit: (filePath: string) =>
          filePath.includes('flag-icons') ? false : undefined,
      }
    : {
        outDir: fromHere('../dist/client'),
        emptyOutDir: true,
        // Lets the server name the scripts of a prerendered page's screen (modulepreload).
        manifest: true,
        // Flags are fetched one by one as files when shown; inlining 270 of them would bloat the JS.
        assetsInlineLimit: (filePath) => (filePath.includes('flag-icons') ? false : undefined),
        rolldownOptions: {
          output: {
            // Long-lived vendor chunks, cached across deploys. Only libraries the first page always
            // needs go here, so screen-only libraries stay in their lazy chunks.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                {
                  name: 'router',
                  test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
                },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
                // Validation is loaded by the screens that use it, not by the first page.
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
              ],
            },
          },
        },
      },
}));
