// Run by understand.mjs under tsx: trains the local understanding from the corpus, then understands every
// held-out test message several times, and prints the figures as JSON on the last line.
import { loadCorpus } from '../../chat-server/src/assistant/understand/corpus.ts';
import { createLocalUnderstanding } from '../../chat-server/src/assistant/understand/localUnderstanding.ts';

const ROUNDS = Number(process.env.BENCH_UNDERSTAND_ROUNDS || 5);
const train = loadCorpus('train');
const messages = loadCorpus('test').map((line) => line.text);

const trainCpu = process.cpuUsage();
const trainStart = performance.now();
const local = createLocalUnderstanding(train);
const trainWallMs = performance.now() - trainStart;
const trainCpuUsed = process.cpuUsage(trainCpu);

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
    trainWallMs,
    trainCpuMs: (trainCpuUsed.user + trainCpuUsed.system) / 1000,
    turns,
    cpuMsPerTurn: (used.user + used.system) / 1000 / turns,
    wallMsPerTurn: wallMs / turns,
  })}\n`,
);
