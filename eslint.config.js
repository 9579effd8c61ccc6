import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const foldersIn = (dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs.readdirSync(path.join(root, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)
    : [];

// The area rule (docs/decisions/0014-areas-and-how-they-use-each-other.md): the same word in every
// layer, and imports that flow one way. The zones are built from the folders, so a new area is held
// to the rule the moment its folder exists.
const serverAreas = foldersIn('server/src/modules');
const webFeatures = foldersIn('web/src/features');
const webApiAreas = foldersIn('web/src/api');

const areaZones = [
  // A server area uses another only through what that area exports for others: its ports.ts.
  ...serverAreas.map((area) => ({
    target: `./server/src/modules/${area}`,
    from: './server/src/modules',
    except: [`./${area}`, ...serverAreas.filter((other) => other !== area).map((other) => `./${other}/ports.ts`)],
    message: 'An area uses another only through its ports.ts (what it exports for others), wired in server/src/services.ts.',
  })),
  {
    target: ['./server/src/platform', './server/src/db', './contract'],
    from: './server/src/modules',
    message: 'platform/, db/ and contract/ import no area.',
  },
  {
    target: ['./server/src/modules', './server/src/platform', './server/src/db', './contract'],
    from: './server/src/seed',
    message: 'The demo seed is a top layer: it may use areas, nothing uses it.',
  },
  { target: './contract', from: ['./server', './web'], message: 'The contract imports neither server nor web.' },
  // A web feature never imports another feature; pages that combine areas live in app/.
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: shared pieces go to components/ or lib/, combined pages to app/.',
  })),
  {
    target: ['./web/src/features', './web/src/components', './web/src/lib'],
    from: './web/src/app',
    message: 'Imports flow one way: app → features → api → components, lib.',
  },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/api'],
    message: 'Imports flow one way: app → features → api → components, lib.',
  },
  // One api/<area> uses another only through its query keys (<area>-keys.ts), to mark that area's
  // data stale after a write of its own; calls and hooks stay with their area.
  ...webApiAreas.map((area) => ({
    target: `./web/src/api/${area}`,
    from: './web/src/api',
    except: [`./${area}`, ...webApiAreas.filter((other) => other !== area).map((other) => `./${other}/${other}-keys.ts`)],
    message: "An api/ folder uses another only through its query keys (<area>-keys.ts): the other area's calls and hooks stay its own.",
  })),
  // The web app talks to the server through the API; they share only the contract.
  { target: './web', from: './server', message: 'The web app never imports server code: it calls the API and shares only the contract.' },
  // Browser tests drive the product from outside, like a person; they may start test servers from server/test/.
  { target: './e2e', from: './server/src', message: 'Browser tests never import server internals: they use the product through the browser and the API.' },
  {
    // The data layer holds no UI; an area's api may use another area's query keys to invalidate them.
    target: './web/src/api',
    from: ['./web/src/features', './web/src/app', './web/src/components'],
    message: 'api/<area> holds calls, query keys and hooks only: it imports lib/ and the contract.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['contract/**/*.ts', 'server/**/*.ts', 'web/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { import: importPlugin },
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: areaZones }] },
  },
);
