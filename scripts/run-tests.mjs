// `npm test`: every tier of tests, the independent ones at the same time, then a table of each
// tier's time. Each tier's output is printed whole when it ends (interleaved lines from several
// tools cannot be read); meanwhile it grows in test-logs/<tier>.log, to follow with tail -f.
//
// Lanes run side by side; the tiers of one lane run one after another. Two lanes fill this 2-core
// machine: the browser journeys, the longest tier, start at once in one and lint follows them; the
// unit tier and then the typecheck run in the other (docs/testing.md).
//
//   node scripts/run-tests.mjs            all tiers
//   node scripts/run-tests.mjs unit lint  only these tiers (same lanes)
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Not under test-results/, which the browser tier empties when it starts.
const logDir = path.join(root, 'test-logs');

/** Each tier is an npm script of package.json, so it can be run alone as well. */
const LANES = [
  [
    { name: 'browser', script: 'test:e2e' },
    { name: 'lint', script: 'lint' },
  ],
  [
    { name: 'unit', script: 'test:unit' },
    { name: 'typecheck', script: 'typecheck' },
  ],
];

const chosen = process.argv.slice(2);
const known = LANES.flat().map((tier) => tier.name);
const unknown = chosen.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown tier ${unknown.join(', ')}; the tiers are ${known.join(', ')}.`);
  process.exit(2);
}
const lanes = LANES.map((lane) => lane.filter((tier) => chosen.length === 0 || chosen.includes(tier.name))).filter((lane) => lane.length > 0);

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

/** A lane stops at its first failing tier: what follows would only repeat the failure's cost. */
async function runLane(lane) {
  for (const tier of lane) if (!(await runTier(tier))) return;
}

await Promise.all(lanes.map(runLane));

const total = performance.now() - started;
const ran = new Set(results.map((r) => r.name));
console.info('\nTier       Result   Time');
for (const name of known.filter((n) => chosen.length === 0 || chosen.includes(n))) {
  const result = results.find((r) => r.name === name);
  const status = result ? (result.passed ? 'passed' : 'FAILED') : 'not run';
  console.info(`${name.padEnd(10)} ${status.padEnd(8)} ${result ? seconds(result.ms) : '-'}`);
}
console.info(`${'total'.padEnd(10)} ${''.padEnd(8)} ${seconds(total)} (wall clock)`);
const failed = results.some((r) => !r.passed) || lanes.flat().some((tier) => !ran.has(tier.name));
process.exit(failed ? 1 : 0);
