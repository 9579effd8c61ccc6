import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { PrerenderedPage } from '../src/app/prerender.tsx';
import { mantineThemeVariables } from './mantine-theme-variables.ts';

/** The prerendered landing page, beside index.html; the server sends it for / and /home (static-web.ts). */
const LANDING_PAGE_FILE = 'index.landing.html';

const ENTRY = 'src/app/prerender.tsx';
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Puts the prerendered page into the built index.html: the markup inside #root, and the page's own
 * title and description in the head (React renders the title as the markup's first element; it
 * belongs in the head, where React finds it again when it hydrates). Fails the build when the template
 * no longer has what it replaces, rather than writing a page without them.
 */
export function landingPageHtml(template: string, page: PrerenderedPage): string {
  const markup = page.markup.replace(/^<title>[^<]*<\/title>/, '');
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  let html = template;
  // Replaced by functions, so a "$" in the markup is never read as a replacement pattern.
  const replace = (pattern: RegExp, make: (opening: string) => string) => {
    if (!pattern.test(html)) throw new Error(`prerender-landing: index.html has nothing matching ${pattern}`);
    html = html.replace(pattern, (_whole, opening: string) => make(opening));
  };
  replace(/(<div id="root">)<\/div>/, (opening) => `${opening}${markup}</div>`);
  replace(/(<title>)[^<]*<\/title>/, (opening) => `${opening}${title}</title>`);
  replace(/(<meta name="description" content=")[^"]*"/, (opening) => `${opening}${description}"`);
  replace(/(<meta property="og:title" content=")[^"]*"/, (opening) => `${opening}${title}"`);
  replace(/(<meta property="og:description" content=")[^"]*"/, (opening) => `${opening}${description}"`);
  return html;
}

/**
 * After the browser build, renders the landing page to HTML (ADR 0031, docs/performance.md): a second,
 * server-side Vite build of src/app/prerender.tsx into a temporary folder under node_modules (where
 * Node finds React and Mantine for it), run once, and its result written to dist/index.landing.html,
 * with brotli and gzip copies as the compression plugin makes for other files. index.html stays the
 * empty shell, for every other route.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vozimo:prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The nested server build below loads its own plugins, not this one; only the browser build prerenders.
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const scratchRoot = path.join(config.root, 'node_modules', '.vite-prerender');
      await mkdir(scratchRoot, { recursive: true });
      const scratch = await mkdtemp(path.join(scratchRoot, 'build-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          publicDir: false,
          // The entry imports the theme's variables stylesheet (providers.tsx); the server build drops its CSS.
          plugins: [react(), mantineThemeVariables()],
          build: { ssr: ENTRY, outDir: scratch, emptyOutDir: true, sourcemap: false, minify: false, copyPublicDir: false },
        });
        const entry = path.join(scratch, `${path.basename(ENTRY, '.tsx')}.js`);
        const { prerenderLandingPage } = (await import(pathToFileURL(entry).href)) as { prerenderLandingPage: () => PrerenderedPage };
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const html = landingPageHtml(template, prerenderLandingPage());
        const file = path.join(outDir, LANDING_PAGE_FILE);
        await writeFile(file, html);
        await writeFile(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
        await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }));
        config.logger.info(`prerendered the landing page: ${path.relative(config.root, file)} (${(html.length / 1024).toFixed(1)} KB)`);
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  };
}
