// Decision 0380: what partners pinned never changes. Each committed release folder must hold exactly the
// files, byte for byte, whose SHA-384 was recorded when it was released.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RETIRED_FILE, readRecord, releasedFolders, verifyRelease } from './releases.mjs';

const widget = resolve(dirname(fileURLToPath(import.meta.url)), '../../widget');
const releases = join(widget, 'releases');

describe('the released versions committed in widget/releases', () => {
  it('has at least the 1.2.0 release', () => {
    expect(releasedFolders(releases)).toContain('v1.2.0');
  });

  it.each(releasedFolders(releases))('%s holds exactly the files whose hashes were recorded at release', (version) => {
    expect(verifyRelease(join(releases, version))).toEqual([]);
  });

  it.each(releasedFolders(releases))("%s's loader imports a UI chunk that the release holds", (version) => {
    const record = readRecord(join(releases, version))!;
    const loader = readFileSync(join(releases, version, 'tod.js'), 'utf8');
    expect(loader).toContain(record.uiChunk);
    expect(Object.keys(record.files)).toContain(record.uiChunk);
  });

  it('redirects each retired version to a recorded release, and never retires a recorded one', () => {
    const retired = JSON.parse(readFileSync(join(releases, RETIRED_FILE), 'utf8')) as Record<string, string>;
    for (const [version, replacement] of Object.entries(retired)) {
      expect(releasedFolders(releases)).toContain(replacement);
      expect(existsSync(join(releases, version))).toBe(false);
    }
  });

  it("names the package's version in the CHANGELOG, as released with a date or as unreleased", () => {
    const { version } = JSON.parse(readFileSync(join(widget, 'package.json'), 'utf8')) as { version: string };
    const changelog = readFileSync(join(widget, 'CHANGELOG.md'), 'utf8');
    const released = existsSync(join(releases, `v${version}`));
    const heading = released ? `## ${version} — ` : `## Unreleased (${version})`;
    expect(changelog).toContain(heading);
  });
});
