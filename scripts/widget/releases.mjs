// The widget's releases (decision 0380): each released version's files are committed, byte for byte, in
// widget/releases/vX.Y.Z/ with an sri.json that records every file's SHA-384. The build installs them into
// widget/dist/vX.Y.Z/ (so a clean checkout serves every release) and never overwrites one with other bytes.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A release folder's name: v1.2.0. */
export const RELEASE_FOLDER = /^v\d+\.\d+\.\d+$/;
/** Versions no longer served, each with the release its URLs redirect to (widget/releases/retired.json). */
export const RETIRED_FILE = 'retired.json';
const RECORD = 'sri.json';

/** The Subresource Integrity value of some bytes, as a `<script integrity>` takes it. */
export function integrity(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The release record (sri.json) of a release folder, or undefined when it has none. */
export function readRecord(folder) {
  const file = join(folder, RECORD);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** The released versions recorded in `releasesDir`, as their folder names (v1.2.0), oldest first. */
export function releasedFolders(releasesDir) {
  if (!existsSync(releasesDir)) return [];
  const parts = (name) => name.slice(1).split('.').map(Number);
  return readdirSync(releasesDir)
    .filter((name) => RELEASE_FOLDER.test(name))
    .sort((a, b) => {
      const [x, y] = [parts(a), parts(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
}

/**
 * What is wrong with a recorded release folder: a file whose bytes do not match its recorded hash, a
 * recorded file that is missing, a file the record does not name, or a record that contradicts itself.
 * Empty when the folder is exactly what was released.
 */
export function verifyRelease(folder) {
  const record = readRecord(folder);
  if (!record?.files) return [`${RECORD} with the hash of every file is missing`];
  const problems = [];
  const name = folder.split(/[\\/]/).pop();
  if (`v${record.version}` !== name) problems.push(`${RECORD} names version ${record.version}`);
  if (record['tod.js'] !== record.files['tod.js']) problems.push(`${RECORD} gives tod.js two different hashes`);
  for (const [file, hash] of Object.entries(record.files)) {
    const path = join(folder, file);
    if (!existsSync(path)) problems.push(`${file} is missing`);
    else if (integrity(readFileSync(path)) !== hash) problems.push(`${file} does not match its recorded hash`);
  }
  for (const file of readdirSync(folder)) {
    if (file !== RECORD && !(file in record.files)) problems.push(`${file} is not in the release record`);
  }
  return problems;
}

/** Copies `from` to `to` unless `to` already holds other bytes: then it throws, naming both. */
function copyUnchanged(from, to, why) {
  if (existsSync(to)) {
    if (readFileSync(to).equals(readFileSync(from))) return;
    throw new Error(`${to} differs from ${from}. ${why}`);
  }
  copyFileSync(from, to);
}

/**
 * Copies every recorded release into `dist/vX.Y.Z/` and the retired list to `dist/`. A file already in
 * `dist/` with other bytes is never overwritten: it throws (a release folder that was built from other code
 * must not be deployed over, nor replaced).
 */
export function installReleases(releasesDir, dist) {
  for (const version of releasedFolders(releasesDir)) {
    const source = join(releasesDir, version);
    const problems = verifyRelease(source);
    if (problems.length) throw new Error(`widget/releases/${version} is not what was released: ${problems.join('; ')}.`);
    const target = join(dist, version);
    mkdirSync(target, { recursive: true });
    for (const file of Object.keys(readRecord(source).files)) {
      copyUnchanged(
        join(source, file),
        join(target, file),
        `Released files never change: if this folder was never deployed, delete ${target} and build again.`,
      );
    }
    // The record itself is no page's script: an older build's record (without every file's hash) is replaced.
    copyFileSync(join(source, RECORD), join(target, RECORD));
  }
  const retired = join(releasesDir, RETIRED_FILE);
  if (existsSync(retired)) copyFileSync(retired, join(dist, RETIRED_FILE));
}

/**
 * The files of a build (names in `dist/`) that differ from the released version's: changed bytes, a file the
 * release does not have, or a released file the build no longer makes. Empty when the build is the release.
 */
export function differencesFromRelease(dist, files, record) {
  const differences = files.filter((file) => record.files[file] !== integrity(readFileSync(join(dist, file))));
  for (const file of Object.keys(record.files)) if (!files.includes(file)) differences.push(file);
  return differences;
}

/** The message of a build that would change a released version. */
export function changedReleaseMessage(version, differences) {
  return (
    `v${version} is released (widget/releases/v${version}/) and its files never change, but this build differs in ` +
    `${differences.join(', ')}. Set the next version in widget/package.json and widget/src/loader/version.ts, ` +
    `and name it in widget/CHANGELOG.md under "Unreleased".`
  );
}

/**
 * Records the build in `dist/` (its sri.json names the version and files) as released: copies the loader and
 * its chunks to `releasesDir/vX.Y.Z/` with an sri.json holding every file's hash, and installs it in
 * `dist/vX.Y.Z/`. Recording the same bytes again does nothing; other bytes for a recorded version throw.
 * @returns {'recorded' | 'unchanged'}
 */
export function recordRelease(dist, releasesDir) {
  const build = readRecord(dist);
  if (!build) throw new Error(`${join(dist, RECORD)} is missing: build the widget first.`);
  const files = ['tod.js', ...build.chunks];
  const folder = join(releasesDir, `v${build.version}`);
  const existing = readRecord(folder);
  if (existing) {
    const differences = differencesFromRelease(dist, files, existing);
    if (differences.length) throw new Error(changedReleaseMessage(build.version, differences));
    return 'unchanged';
  }
  mkdirSync(folder, { recursive: true });
  for (const file of files) copyFileSync(join(dist, file), join(folder, file));
  const hashes = Object.fromEntries(files.map((file) => [file, integrity(readFileSync(join(dist, file)))]));
  const { released: _, ...fields } = build;
  writeFileSync(join(folder, RECORD), `${JSON.stringify({ ...fields, files: hashes }, null, 2)}\n`);
  writeFileSync(join(dist, RECORD), `${JSON.stringify({ ...build, released: true }, null, 2)}\n`);
  installReleases(releasesDir, dist);
  return 'recorded';
}
