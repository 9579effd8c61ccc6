import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (server/), for the files the server reads at run time: migrations,
 * the web build, the demo drawings. They cannot be named relative to import.meta.url, because the
 * same code runs from server/src/platform/ (tsx, tests), server/dist/ (the built server) and
 * server/dist/cli/ (the built commands); the nearest package.json above is server/'s in all three.
 */
export const SERVER_ROOT = nearestPackageFolder(path.dirname(fileURLToPath(import.meta.url)));

function nearestPackageFolder(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}: the server must run from its package folder.`);
  }
}

/** The repository's root (the server package's parent), where web/ sits beside server/. */
export const REPOSITORY_ROOT = path.dirname(SERVER_ROOT);
