#!/usr/bin/env node
// Prints the widget's gzip sizes against the budgets in widget/.size-limit.json (DESIGN §5);
// exits 1 when a budget is broken. The widget build runs the same check (rollup.config.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const widgetDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../widget');

/** '4 KB' → 4000 bytes, as size-limit reads it (bytes-iec: KB = 1000, KiB = 1024). */
export function parseLimit(limit) {
  const match = /^([\d.]+)\s*(B|KB|KiB|MB|MiB)$/.exec(limit.trim());
  if (!match) throw new Error(`Unreadable size limit: ${limit}`);
  const unit = { B: 1, KB: 1000, KiB: 1024, MB: 1e6, MiB: 1024 * 1024 }[match[2]];
  return Math.round(Number(match[1]) * unit);
}

function expand(pattern) {
  const directory = join(widgetDir, dirname(pattern));
  const name = pattern.split('/').pop();
  const regex = new RegExp(`^${name.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
  const files = readdirSync(directory)
    .filter((file) => regex.test(file))
    .map((file) => join(directory, file));
  if (files.length === 0) throw new Error(`No file matches ${pattern}; run npm run build -w widget first.`);
  return files;
}

/**
 * Each budget with its gzip size (level 9, like @size-limit/file). Every script the build writes must be in
 * some budget, so a new lazy chunk cannot go unmeasured.
 */
export function measureWidget() {
  const budgets = JSON.parse(readFileSync(join(widgetDir, '.size-limit.json'), 'utf8'));
  const measured = new Set(budgets.flatMap((budget) => [budget.path].flat().flatMap(expand)));
  const unmeasured = readdirSync(join(widgetDir, 'dist')).filter(
    (file) => file.endsWith('.js') && !measured.has(join(widgetDir, 'dist', file)),
  );
  if (unmeasured.length) throw new Error(`Not in any budget of widget/.size-limit.json: dist/${unmeasured.join(', dist/')}`);
  return budgets.map((budget) => {
    const files = [budget.path].flat().flatMap(expand);
    const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
    const limit = parseLimit(budget.limit);
    return { name: budget.name, bytes, limit, ok: bytes <= limit };
  });
}

export function formatReport(results) {
  return results
    .map(
      ({ name, bytes, limit, ok }) =>
        `${ok ? 'ok  ' : 'OVER'} ${name}: ${(bytes / 1000).toFixed(2)} KB gzip (budget ${(limit / 1000).toFixed(2)} KB)`,
    )
    .join('\n');
}

/** `npm run bench` (scripts/bench.mjs) calls this; it throws when a budget is broken. */
export default async function run() {
  const results = measureWidget();
  process.stdout.write(`widget size\n${formatReport(results)}\n`);
  if (results.some((result) => !result.ok)) throw new Error('A widget size budget is broken (widget/.size-limit.json).');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().catch((error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
}
