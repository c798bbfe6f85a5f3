// Run by understand.mjs under tsx: trains the local understanding from the corpus into an empty model cache,
// starts it again from that cache, then understands every held-out test message several times, and prints the
// figures as JSON on the last line.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCorpus } from '../../chat-server/src/assistant/understand/corpus.ts';
import { createLocalUnderstanding } from '../../chat-server/src/assistant/understand/localUnderstanding.ts';

const ROUNDS = Number(process.env.BENCH_UNDERSTAND_ROUNDS || 5);
const train = loadCorpus('train');
const messages = loadCorpus('test').map((line) => line.text);

/** Wall and CPU milliseconds of one call. */
function timed<T>(work: () => T): { value: T; wallMs: number; cpuMs: number } {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = work();
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { value, wallMs, cpuMs: (used.user + used.system) / 1000 };
}

const cacheDir = mkdtempSync(join(tmpdir(), 'tod-bench-model-'));
process.env.TOD_MODEL_CACHE_DIR = cacheDir;
const trained = timed(() => createLocalUnderstanding(train));
const cached = timed(() => createLocalUnderstanding(train));
rmSync(cacheDir, { recursive: true, force: true });
const local = cached.value;

// One warm-up round, so the figures are the steady state of a running server.
for (const message of messages) local.understand(message, { history: [] });
const history = [{ role: 'assistant' as const, content: 'Could you share your name, phone number and city?' }];
const cpu = process.cpuUsage();
const start = performance.now();
for (let round = 0; round < ROUNDS; round++) for (const message of messages) local.understand(message, { history });
const wallMs = performance.now() - start;
const used = process.cpuUsage(cpu);
const turns = ROUNDS * messages.length;
process.stdout.write(
  `${JSON.stringify({
    trainLines: train.length,
    trainWallMs: trained.wallMs,
    trainCpuMs: trained.cpuMs,
    cachedWallMs: cached.wallMs,
    cachedCpuMs: cached.cpuMs,
    turns,
    cpuMsPerTurn: (used.user + used.system) / 1000 / turns,
    wallMsPerTurn: wallMs / turns,
  })}\n`,
);
