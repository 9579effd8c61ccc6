import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin, ResolvedConfig } from 'vite';

export interface PreloadPageShellOptions {
  /** The shell to write beside index.html, e.g. 'index.trip.html'. */
  file: string;
  /** The page's lazy modules, relative to the web root: what its route loads after the entry. */
  modules: string[];
}

type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * Every JavaScript and CSS file a lazy page needs: the chunks holding its modules and everything
 * they import statically, the page's chunk first; the styles of what a chunk imports before its own.
 */
export function filesOfPage(bundle: OutputBundle, modules: string[]): { scripts: string[]; styles: string[] } {
  const chunks = Object.values(bundle).filter((output): output is ChunkWithCss => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const scripts: string[] = [];
  const styles = new Set<string>();
  const visit = (chunk: ChunkWithCss) => {
    if (scripts.includes(chunk.fileName)) return;
    scripts.push(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
  };
  for (const module of modules) {
    // The chunk holding the module: Rolldown may merge a lazy module into a chunk with others, so the
    // chunk's facade is not always the module itself.
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(module));
    if (!chunk) throw new Error(`preload-page-shell: no chunk holds ${module}`);
    visit(chunk);
  }
  return { scripts, styles: [...styles] };
}

/**
 * index.html with the page's own files announced in its head: the browser fetches the lazy route's
 * scripts and styles while the entry downloads, instead of one round trip after the entry has run
 * (ADR 0033). Files the shell already loads are left out.
 */
export function shellWithPreloads(shell: string, files: { scripts: string[]; styles: string[] }, base: string): string {
  const links = [
    // Preloaded, not linked: a stylesheet link in the head would hold the first paint back, and the
    // page's chunks link their styles themselves when they load, from the browser's cache by then.
    ...files.styles.map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
    ...files.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ].filter((link) => !shell.includes(link.slice(link.indexOf('href="') + 6, -2)));
  if (!shell.includes('</head>')) throw new Error('preload-page-shell: index.html has no </head>');
  return shell.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * Writes a shell for one lazy page (the customer's trip page) that preloads the page's own files.
 * The server sends it for that page's URLs (server/src/platform/http/static-web.ts).
 */
export function preloadPageShell(options: PreloadPageShellOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vozimo:preload-page-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(output, bundle) {
      if (config.build.ssr) return;
      const outDir = output.dir ?? path.resolve(config.root, config.build.outDir);
      const files = filesOfPage(bundle, options.modules.map((module) => path.resolve(config.root, module)));
      const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
      await writeFile(path.join(outDir, options.file), shellWithPreloads(shell, files, config.base));
    },
  };
}
