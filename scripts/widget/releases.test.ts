import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { differencesFromRelease, installReleases, integrity, readRecord, recordRelease, verifyRelease } from './releases.mjs';

const released120 = resolve(dirname(fileURLToPath(import.meta.url)), '../../widget/releases/v1.2.0');

let root: string;
let dist: string;
let releases: string;

/** A build in `dist/` as the widget build leaves it: the loader, its chunks and sri.json. */
function writeBuild(version: string, ui: string) {
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'tod.js'), `import("./tod-ui-Abcdefgh.js")`);
  writeFileSync(join(dist, 'tod-ui-Abcdefgh.js'), ui);
  const record = { version, url: `/widget/v${version}/tod.js`, 'tod.js': integrity(readFileSync(join(dist, 'tod.js'))) };
  writeFileSync(join(dist, 'sri.json'), JSON.stringify({ ...record, uiChunk: 'tod-ui-Abcdefgh.js', chunks: ['tod-ui-Abcdefgh.js'] }));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tod-releases-'));
  dist = join(root, 'dist');
  releases = join(root, 'releases');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('verifying a release folder against its recorded hashes', () => {
  it('finds a changed byte, a missing file and an unrecorded file', () => {
    const copy = join(root, 'v1.2.0');
    cpSync(released120, copy, { recursive: true });
    expect(verifyRelease(copy)).toEqual([]);
    const record = readRecord(copy)!;
    const loader = readFileSync(join(copy, 'tod.js'));
    loader[10] = loader[10] === 32 ? 33 : 32;
    writeFileSync(join(copy, 'tod.js'), loader);
    rmSync(join(copy, record.uiChunk));
    writeFileSync(join(copy, 'extra-Abcdefgh.js'), '');
    expect(verifyRelease(copy)).toEqual([
      'tod.js does not match its recorded hash',
      `${record.uiChunk} is missing`,
      'extra-Abcdefgh.js is not in the release record',
    ]);
  });

  it('refuses a folder without a record of its hashes', () => {
    mkdirSync(join(root, 'v9.9.9'));
    expect(verifyRelease(join(root, 'v9.9.9'))).toEqual(['sri.json with the hash of every file is missing']);
  });
});

describe('recording a release', () => {
  it('copies the build with every hash and installs it in dist/vX.Y.Z/', () => {
    writeBuild('2.0.0', 'export const ui = 1;');
    expect(recordRelease(dist, releases)).toBe('recorded');
    expect(verifyRelease(join(releases, 'v2.0.0'))).toEqual([]);
    expect(readFileSync(join(dist, 'v2.0.0', 'tod-ui-Abcdefgh.js'), 'utf8')).toBe('export const ui = 1;');
    expect(readRecord(dist)?.released).toBe(true);
  });

  it('does nothing for the same bytes, and refuses other bytes for a recorded version', () => {
    writeBuild('2.0.0', 'export const ui = 1;');
    recordRelease(dist, releases);
    expect(recordRelease(dist, releases)).toBe('unchanged');
    writeBuild('2.0.0', 'export const ui = 2;');
    expect(() => recordRelease(dist, releases)).toThrow(/v2\.0\.0 is released .* differs in tod-ui-Abcdefgh\.js/);
    expect(readFileSync(join(releases, 'v2.0.0', 'tod-ui-Abcdefgh.js'), 'utf8')).toBe('export const ui = 1;');
  });

  it('needs a build first', () => {
    expect(() => recordRelease(dist, releases)).toThrow(/build the widget first/);
  });
});

describe('installing the releases into dist/', () => {
  it('copies every recorded release and the retired list', () => {
    cpSync(released120, join(releases, 'v1.2.0'), { recursive: true });
    writeFileSync(join(releases, 'retired.json'), '{"v1.1.0":"v1.2.0"}');
    installReleases(releases, dist);
    installReleases(releases, dist);
    expect(verifyRelease(join(dist, 'v1.2.0'))).toEqual([]);
    expect(readFileSync(join(dist, 'retired.json'), 'utf8')).toBe('{"v1.1.0":"v1.2.0"}');
  });

  it('refuses to overwrite a release folder in dist/ that holds other bytes', () => {
    cpSync(released120, join(releases, 'v1.2.0'), { recursive: true });
    mkdirSync(join(dist, 'v1.2.0'), { recursive: true });
    writeFileSync(join(dist, 'v1.2.0', 'tod.js'), 'a loader built later from other code');
    expect(() => installReleases(releases, dist)).toThrow(/v1\.2\.0[/\\]tod\.js differs .*Released files never change/);
    expect(readFileSync(join(dist, 'v1.2.0', 'tod.js'), 'utf8')).toBe('a loader built later from other code');
  });

  it('refuses a recorded release whose files were changed in the repository', () => {
    cpSync(released120, join(releases, 'v1.2.0'), { recursive: true });
    writeFileSync(join(releases, 'v1.2.0', 'tod.js'), 'edited');
    expect(() => installReleases(releases, dist)).toThrow(/v1\.2\.0 is not what was released: tod\.js does not match/);
  });
});

describe('comparing a build with its released version', () => {
  it('names the changed, added and dropped files', () => {
    writeBuild('2.0.0', 'export const ui = 1;');
    const record = {
      files: { 'tod.js': integrity(readFileSync(join(dist, 'tod.js'))), 'tod-ui-Abcdefgh.js': 'sha384-x', 'en-Abcdefgh.js': 'sha384-y' },
    };
    writeFileSync(join(dist, 'es-Abcdefgh.js'), '');
    expect(differencesFromRelease(dist, ['tod.js', 'tod-ui-Abcdefgh.js', 'es-Abcdefgh.js'], record)).toEqual([
      'tod-ui-Abcdefgh.js',
      'es-Abcdefgh.js',
      'en-Abcdefgh.js',
    ]);
  });
});
