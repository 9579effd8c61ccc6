import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

// Every Mantine component keeps its class names in a `<Name>.module.mjs` beside its code; @mantine/core
// ships each component's styles as `styles/<Name>.layer.css`, the other packages one `styles.layer.css`.
const CORE_CLASSES = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/;
const PACKAGE_CLASSES = /[\\/]node_modules[\\/]@mantine[\\/]([a-z-]+)[\\/]esm[\\/](?:.+[\\/])?[A-Za-z]+\.module\.mjs$/;
const STYLED_PACKAGES = ['core', 'dates', 'carousel', 'notifications'];

function stylesFor(id: string): string | null {
  const core = CORE_CLASSES.exec(id);
  if (core) return `@mantine/core/styles/${core[1]}.layer.css`;
  const other = PACKAGE_CLASSES.exec(id);
  return other ? `@mantine/${other[1]}/styles.layer.css` : null;
}

/**
 * Mantine's styles travel with its components (issue 17): a component's CSS is imported by the module
 * holding its class names, so it lands in whichever chunk holds the component, and a page downloads
 * the styles of the components it renders and no others. The landing page's render-blocking CSS is
 * then the global styles (imported in providers.tsx) and its own few components instead of all of
 * Mantine (245 KB).
 *
 * The `.layer.css` files put Mantine in `@layer mantine`, below the app's own (unlayered) styles
 * whatever order the chunks' stylesheets arrive in, which lazy loading no longer fixes.
 *
 * The development server serves Mantine pre-bundled, so it never sees the component modules: there
 * `devEntry` imports every Mantine stylesheet whole.
 */
export function mantineStylesPerChunk({ devEntry }: { devEntry: RegExp }): Plugin {
  let serving = false;
  return {
    name: 'vozimo:mantine-styles-per-chunk',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (serving) {
        if (!devEntry.test(file)) return null;
        const everything = STYLED_PACKAGES.map((name) => `import '@mantine/${name}/styles.layer.css';`).join('\n');
        return { code: `${code}\n${everything}\n`, map: null };
      }
      const styles = stylesFor(file);
      if (styles === null) return null;
      // Fails the build if a Mantine release renames its stylesheets, rather than dropping styles quietly.
      require.resolve(styles);
      // Appended, so the module's source map still fits; imports run in their order whatever their place.
      return { code: `${code}\nimport '${styles}';\n`, map: null };
    },
  };
}
