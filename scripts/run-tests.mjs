// `npm test`: every tier of tests, the independent ones at the same time, then a table of each
// tier's time. Each tier's output is printed whole when it ends (interleaved lines from several
// tools cannot be read); meanwhile it grows in test-logs/<tier>.log, to follow with tail -f.
//
// Two tiers run at a time, which fills this 2-core machine: the two long ones (the browser journeys
// and the unit tier) start at once, and lint and the typecheck each start when a tier before them
// ends, whichever ends first (docs/testing.md).
//
//   node scripts/run-tests.mjs            all tiers
//   node scripts/run-tests.mjs unit lint  only these tiers
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Not under test-results/, which the browser tier empties when it starts.
const logDir = path.join(root, 'test-logs');

/** Each tier is an npm script of package.json, so it can be run alone as well. Longest first. */
const TIERS = [
  { name: 'browser', script: 'test:e2e' },
  { name: 'unit', script: 'test:unit' },
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
];
/** Tiers running at once: one per core of the CI machine. */
const AT_ONCE = 2;

const chosen = process.argv.slice(2);
const known = TIERS.map((tier) => tier.name);
const unknown = chosen.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown tier ${unknown.join(', ')}; the tiers are ${known.join(', ')}.`);
  process.exit(2);
}
const queue = TIERS.filter((tier) => chosen.length === 0 || chosen.includes(tier.name));
const planned = queue.map((tier) => tier.name);

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const results = [];
const started = performance.now();

function runTier(tier) {
  return new Promise((resolve) => {
    const begun = performance.now();
    console.info(`── ${tier.name}: started (npm run ${tier.script})`);
    mkdirSync(logDir, { recursive: true });
    const log = createWriteStream(path.join(logDir, `${tier.name}.log`));
    const child = spawn('npm', ['run', '--silent', tier.script], { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    const chunks = [];
    const keep = (chunk) => {
      chunks.push(chunk);
      log.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code, signal) => {
      const ms = performance.now() - begun;
      const output = Buffer.concat(chunks).toString('utf8');
      log.end();
      const passed = code === 0;
      console.info(`\n══ ${tier.name}: ${passed ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(ms)} ══`);
      process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      results.push({ name: tier.name, passed, ms });
      resolve(passed);
    });
  });
}

/** Takes the next tier while any is left. A failure stops none: one run shows every tier's failures. */
async function runSlot() {
  while (queue.length > 0) await runTier(queue.shift());
}

await Promise.all(Array.from({ length: AT_ONCE }, runSlot));

const total = performance.now() - started;
const ran = new Set(results.map((r) => r.name));
console.info('\nTier       Result   Time');
for (const name of known.filter((n) => chosen.length === 0 || chosen.includes(n))) {
  const result = results.find((r) => r.name === name);
  const status = result ? (result.passed ? 'passed' : 'FAILED') : 'not run';
  console.info(`${name.padEnd(10)} ${status.padEnd(8)} ${result ? seconds(result.ms) : '-'}`);
}
console.info(`${'total'.padEnd(10)} ${''.padEnd(8)} ${seconds(total)} (wall clock)`);
const failed = results.some((r) => !r.passed) || planned.some((name) => !ran.has(name));
process.exit(failed ? 1 : 0);
