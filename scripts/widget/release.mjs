#!/usr/bin/env node
// `npm run release -w widget`, after `npm run build -w widget`: records the build as the release of the
// version in widget/package.json (widget/releases/vX.Y.Z/, to commit). Decision 0380.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRecord, recordRelease } from './releases.mjs';

const widget = resolve(dirname(fileURLToPath(import.meta.url)), '../../widget');
const dist = resolve(widget, 'dist');
const version = JSON.parse(readFileSync(resolve(widget, 'package.json'), 'utf8')).version;

try {
  if (readRecord(dist)?.version !== version)
    throw new Error(`widget/dist is not a build of ${version}: run npm run build -w widget first.`);
  const changelog = readFileSync(resolve(widget, 'CHANGELOG.md'), 'utf8');
  if (!new RegExp(`^## ${version.replaceAll('.', '\\.')} — \\d{4}-\\d{2}-\\d{2}$`, 'm').test(changelog)) {
    throw new Error(`widget/CHANGELOG.md has no "## ${version} — YYYY-MM-DD" heading: move the Unreleased entries under it first.`);
  }
  const outcome = recordRelease(dist, resolve(widget, 'releases'));
  process.stdout.write(
    outcome === 'recorded'
      ? `v${version} recorded in widget/releases/v${version}/: commit it; its files are served for ever.\n`
      : `v${version} was already recorded with these bytes.\n`,
  );
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
