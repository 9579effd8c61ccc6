import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { filesOfPage, shellWithPreloads } from './preload-page-shell.ts';

// ADR 0033: the trip page's shell announces the page's own files, so they download with the entry.

const chunk = (fileName: string, moduleIds: string[], imports: string[], css: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

const bundle = {
  'assets/index-1.js': chunk('assets/index-1.js', ['/web/src/app/main.tsx'], ['assets/react-1.js'], ['assets/index-1.css']),
  'assets/react-1.js': chunk('assets/react-1.js', ['/node_modules/react/index.js'], []),
  'assets/trip-1.js': chunk('assets/trip-1.js', ['/web/src/app/pages/public-trip-route.tsx'], ['assets/Button-1.js', 'assets/react-1.js'], ['assets/trip-1.css']),
  'assets/Button-1.js': chunk('assets/Button-1.js', ['/node_modules/@mantine/core/Button.mjs'], ['assets/react-1.js'], ['assets/Button-1.css']),
  'assets/admin-1.js': chunk('assets/admin-1.js', ['/web/src/app/app-routes.tsx'], ['assets/react-1.js'], ['assets/admin-1.css']),
} as unknown as OutputBundle;

const SHELL = `<html><head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head><body><div id="root"></div></body></html>`;

describe("the trip page's shell", () => {
  it("finds the page's chunk, everything it imports, and their styles, and nothing of other pages", () => {
    expect(filesOfPage(bundle, ['/web/src/app/pages/public-trip-route.tsx'])).toEqual({
      scripts: ['assets/trip-1.js', 'assets/Button-1.js', 'assets/react-1.js'],
      // A library's styles before the page's own, as Vite orders them, so the page's rules win.
      styles: ['assets/Button-1.css', 'assets/trip-1.css'],
    });
  });

  it('fails the build when no chunk holds a module, rather than writing a shell that preloads nothing', () => {
    expect(() => filesOfPage(bundle, ['/web/src/app/pages/renamed-route.tsx'])).toThrow(/no chunk holds/);
  });

  it('adds the styles and preloads to the head, without the files the shell already loads', () => {
    const html = shellWithPreloads(SHELL, filesOfPage(bundle, ['/web/src/app/pages/public-trip-route.tsx']), '/');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/trip-1.css">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/Button-1.css">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/trip-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/Button-1.js">');
    expect(html.match(/react-1\.js/g)).toHaveLength(1);
    expect(html).not.toContain('admin-1');
    expect(html.endsWith('<body><div id="root"></div></body></html>')).toBe(true);
  });
});
