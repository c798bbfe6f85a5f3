import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenLinks, markdownFilesUnder, relativeLinks } from './markdownLinks.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The README, the docs and every component README a newcomer is sent to. */
const documentation = [
  'README.md',
  'CONTRIBUTING.md',
  'widget/README.md',
  'widget/CHANGELOG.md',
  'host-site/README.md',
  'examples/README.md',
  'chat-server/src/assistant/README.md',
]
  .map((path) => join(root, path))
  .filter((path) => existsSync(path))
  .concat(markdownFilesUnder(join(root, 'docs')));

describe('documentation links', () => {
  it('every relative link in the README, CONTRIBUTING, docs/ and the component READMEs resolves', () => {
    expect(documentation.length).toBeGreaterThan(10);
    expect(brokenLinks(documentation, root)).toEqual([]);
  });

  it('the README stays short enough to read in five minutes', () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThanOrEqual(150);
  });
});

describe('relativeLinks', () => {
  it('finds relative links and leaves out web, mail, in-page links and code', () => {
    const markdown = [
      'See [the docs](docs/api.md#errors) and [site](https://example.com), [mail](mailto:a@b.c), [top](#top).',
      'Inline `[not](a-link.md)` code.',
      '```',
      '[fenced](nope.md)',
      '```',
      '![diagram](img/flow.png)',
    ].join('\n');
    expect(relativeLinks(markdown, 'x.md').map((link) => link.target)).toEqual(['docs/api.md#errors', 'img/flow.png']);
  });

  it('reports a link whose file is missing, with its line', () => {
    const folder = mkdtempSync(join(tmpdir(), 'links-'));
    writeFileSync(join(folder, 'there.md'), '# here');
    const file = join(folder, 'index.md');
    writeFileSync(file, 'ok [a](there.md)\nbroken [b](missing.md)\n');
    expect(brokenLinks([file], folder)).toEqual([{ file: 'index.md', line: 2, target: 'missing.md' }]);
  });
});
