// `npm start` (and `npm run db:migrate`, `npm run create-user`): runs the built server, building first only what is missing or older than its sources.
// So a fresh clone needs only `npm ci && npm start`, and every later start skips the build. The
// built code runs in this same process (no second node), so signals reach the server directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const COMMANDS = {
  server: { entry: 'server/dist/main.js', needsWeb: true },
  migrate: { entry: 'server/dist/cli/migrate.js', needsWeb: false },
  'create-user': { entry: 'server/dist/cli/create-user.js', needsWeb: false },
};

const PARTS = {
  web: {
    script: 'build:web',
    builtFile: 'web/dist/index.html',
    sources: ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/postcss.config.cjs', 'web/package.json', 'contract/src'],
    builder: ['vite', 'web/package.json'],
  },
  server: {
    script: 'build:server',
    builtFile: 'server/dist/main.js',
    // Migrations are read at run time from server/src/db/migrations, not compiled in.
    // server/package.json pins PGlite, whose version names the empty cluster the build makes for the
    // embedded database's first start (ADR 0030): an upgrade of PGlite rebuilds, and so makes it anew.
    sources: ['server/src', 'contract/src', 'server/package.json', 'scripts/build-server.mjs'],
    ignore: (file) => file.endsWith('.test.ts') || file.includes(`${path.sep}migrations${path.sep}`),
    builder: ['esbuild', 'package.json'],
  },
};

/** The newest modification time among the files under these paths (0 when none exist, as in a production image). */
function newestSource(part) {
  let newest = 0;
  for (const source of part.sources) {
    const full = path.join(root, source);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? e.path, e.name))
      : [full];
    for (const file of files) {
      if (part.ignore?.(file)) continue;
      newest = Math.max(newest, statSync(file).mtimeMs);
    }
  }
  return newest;
}

function isStale(part) {
  const built = path.join(root, part.builtFile);
  return !existsSync(built) || statSync(built).mtimeMs < newestSource(part);
}

function canBuild(part) {
  const [tool, from] = part.builder;
  try {
    createRequire(path.join(root, from)).resolve(tool);
    return true;
  } catch {
    return false;
  }
}

function buildIfStale(name) {
  const part = PARTS[name];
  if (!isStale(part)) return;
  if (!canBuild(part)) {
    console.error(
      `\nVozimo cannot start: ${part.builtFile} is missing or older than its sources, and building it needs ${part.builder[0]}, a devDependency.` +
        '\nRun `npm ci` with the devDependencies (not under NODE_ENV=production or --omit=dev) and `npm run build`, then start again.\n',
    );
    process.exit(1);
  }
  console.info(`Building the ${name} (${part.builtFile} is missing or older than its sources)…`);
  const result = spawnSync('npm', ['run', part.script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const commandName = COMMANDS[process.argv[2]] ? process.argv[2] : 'server';
const command = COMMANDS[commandName];
// The command's own options follow its name; the built entry reads process.argv as if run directly.
if (commandName !== 'server') process.argv.splice(2, 1);

buildIfStale('server');
if (command.needsWeb) buildIfStale('web');
await import(pathToFileURL(path.join(root, command.entry)).href);
