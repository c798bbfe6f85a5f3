// `npm test`: every check, in order, stopping at the first that fails. Each step's time and the test counts
// are printed as the run goes and again at the end, so a slower step or a dropped test shows in any log.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { countsOf, formatSummary } from './test/testCounts.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The README's test command, step by step: lint, types, the model, unit and HTTP tests, the build, browsers. */
const STEPS = [
  { name: 'lint', script: 'lint' },
  { name: 'types', script: 'typecheck' },
  { name: 'train', script: 'train' },
  { name: 'unit', script: 'test:unit', runner: 'vitest' },
  { name: 'build', script: 'build' },
  { name: 'browser', script: 'test:e2e', runner: 'playwright' },
];

/** Runs one npm script with its output passed through, and keeps the tail a runner's counts are read from. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk) => {
      tail = (tail + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, tail }));
  });
}

// `npm test -- unit browser` runs only the steps named (a contributor's shortcut; CI runs them all).
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length > 0) {
  process.stderr.write(`npm test: no step named ${unknown.join(', ')}; the steps are ${STEPS.map((step) => step.name).join(', ')}.\n`);
  process.exit(2);
}

const results = [];
const started = Date.now();
let failed;
for (const step of STEPS.filter((candidate) => chosen.length === 0 || chosen.includes(candidate.name))) {
  const stepStarted = Date.now();
  const { code, tail } = await run(step.script);
  const result = { name: step.name, seconds: (Date.now() - stepStarted) / 1000, ok: code === 0 };
  if (step.runner) result.counts = countsOf(step.runner, tail);
  results.push(result);
  process.stdout.write(`\n[npm test] ${step.name}: ${result.ok ? 'ok' : 'FAILED'} in ${result.seconds.toFixed(0)} s\n\n`);
  if (!result.ok) {
    failed = step.name;
    break;
  }
}
process.stdout.write(`${formatSummary(results, (Date.now() - started) / 1000)}\n`);
if (failed) {
  process.stderr.write(`npm test: the ${failed} step failed.\n`);
  process.exit(1);
}
