import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { mantineStylesPerChunk } from './build/mantine-styles-per-chunk.ts';
import { mantineThemeVariables } from './build/mantine-theme-variables.ts';
import { preloadPageShell } from './build/preload-page-shell.ts';
import { prerenderLanding } from './build/prerender-landing.ts';

export default defineConfig({
  plugins: [
    react(),
    // Each page's chunks bring the Mantine styles of the components they hold, not all of Mantine.
    mantineStylesPerChunk({ devEntry: /[\\/]src[\\/]app[\\/]main\.tsx$/ }),
    // The theme's CSS variables as a stylesheet made at build, not computed in the browser (providers.tsx).
    mantineThemeVariables(),
    // Every text asset also as .br and .gz, compressed once at build at the highest level; the server
    // sends the one the browser accepts (preCompressed in server/src/platform/http/static-web.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/], threshold: 1024 }),
    // dist/index.landing.html: the landing page rendered at build, so its first paint needs no JavaScript (ADR 0031).
    prerenderLanding(),
    // dist/index.trip.html: the shell the server sends with a customer's trip inside, announcing the
    // trip page's own files so they download with the entry (ADR 0033).
    preloadPageShell({ file: 'index.trip.html', modules: ['src/app/pages/public-trip-route.tsx', 'src/app/app-query-provider.tsx'] }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Written for debugging on the server but not linked from the bundles; the server never serves *.map.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Libraries every page needs, in chunks of their own: they change less often than the app, so
        // browsers keep them cached across releases. Everything else is split automatically (the /app
        // area and its share of Mantine load only when a signed-in page opens).
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            // The contract's small shared helpers (money, dates, statuses, errors) in one chunk, not a
            // dozen tiny ones each costing a request and a name in the entry's import map; each
            // area's schemas stay with the pages that use them (ADR 0033).
            { name: 'contract-common', test: /[\\/]contract[\\/]src[\\/]common[\\/]/ },
          ],
        },
      },
    },
  },
});
