// The local understanding's cost (issue 19: ≤ 1 ms of CPU per turn): training from the corpus, a start from
// the trained model cache (decision 0207), then CPU per understood message over the held-out test messages. Runs in a child process under tsx
// (the sources are TypeScript) so its CPU is its own.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BUDGET_MS_PER_TURN = 1;

export default async function benchUnderstand() {
  const worker = fileURLToPath(new URL('./_understand.ts', import.meta.url));
  const output = execFileSync(process.execPath, ['--import', 'tsx', worker], { encoding: 'utf8' });
  const figures = JSON.parse(output.trim().split('\n').at(-1));
  const rows = [
    ['training lines', String(figures.trainLines)],
    ['training (no cached model), wall', `${figures.trainWallMs.toFixed(0)} ms`],
    ['training (no cached model), CPU', `${figures.trainCpuMs.toFixed(0)} ms`],
    ['start from the cached model, wall', `${figures.cachedWallMs.toFixed(0)} ms`],
    ['start from the cached model, CPU', `${figures.cachedCpuMs.toFixed(0)} ms`],
    [`CPU per turn (${figures.turns} turns)`, `${figures.cpuMsPerTurn.toFixed(3)} ms`],
    ['wall per turn', `${figures.wallMsPerTurn.toFixed(3)} ms`],
    ['budget per turn', `≤ ${BUDGET_MS_PER_TURN} ms CPU`],
  ];
  process.stdout.write(
    `Local understanding (NLP.js model + entities + safety floor)\n${rows.map(([figure, value]) => `${figure.padEnd(34)} ${value.padStart(12)}`).join('\n')}\n`,
  );
  if (figures.cpuMsPerTurn > BUDGET_MS_PER_TURN)
    throw new Error(`understanding costs ${figures.cpuMsPerTurn.toFixed(3)} ms CPU per turn (budget ${BUDGET_MS_PER_TURN} ms)`);
}
