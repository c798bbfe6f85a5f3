// Issue 18 point 6: `npm pack -w widget` gives a tarball that a fresh Vite + TypeScript app installs,
// type-checks (strict, the package's .d.ts included) and builds; the built app then shows the widget.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { CHAT_COPY } from '@tod/domain/facts';
import { REPO_ROOT } from '../support/serverProcess.mjs';
import { appPackageJson, INDEX_HTML, MAIN_TSX, TSCONFIG } from './packageApp.ts';
import { serveStatic } from './partnerPages.ts';

const run = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let work: string;
let app: string;
let tarball: string;
let files: string[];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!existsSync(join(REPO_ROOT, 'widget/dist/types/index.d.ts'))) throw new Error('Run `npm run build -w widget` first.');
  work = await mkdtemp(join(tmpdir(), 'tod-widget-pack-'));
  const { stdout } = await run(npm, ['pack', '-w', 'widget', '--json', '--pack-destination', work], { cwd: REPO_ROOT });
  const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  if (!packed) throw new Error('npm pack printed no package');
  tarball = join(work, packed.filename);
  files = packed.files.map((file) => file.path);

  app = join(work, 'app');
  await mkdir(join(app, 'src'), { recursive: true });
  const versions: Record<string, string> = {};
  for (const name of ['react', 'react-dom', '@types/react', '@types/react-dom', 'typescript', 'vite']) {
    versions[name] = (
      JSON.parse(await readFile(join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
    ).version;
  }
  await writeFile(join(app, 'package.json'), appPackageJson(tarball, versions));
  await writeFile(join(app, 'tsconfig.json'), TSCONFIG);
  await writeFile(join(app, 'index.html'), INDEX_HTML);
  await writeFile(join(app, 'src/main.tsx'), MAIN_TSX);
  // The packages come from npm's cache when it has them (they are the repository's own versions).
  await run(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: app });
  // The script-tag build from the same tarball, served by the app at /widget/.
  const installed = join(app, 'node_modules/@tod/widget/dist');
  // The loader, its UI chunk and the UI's lazy chunks (locale catalogues, accent), as sri.json lists them.
  const { chunks } = JSON.parse(await readFile(join(installed, 'sri.json'), 'utf8')) as { chunks: string[] };
  await mkdir(join(app, 'public/widget'), { recursive: true });
  for (const file of ['tod.js', ...chunks]) await copyFile(join(installed, file), join(app, 'public/widget', file));
});

test.afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

test('the tarball holds the built loader, the ESM build, the .d.ts and the changelog, not the sources', () => {
  expect(files).toEqual(
    expect.arrayContaining([
      'dist/tod.js',
      'dist/sri.json',
      'dist/esm/index.js',
      'dist/esm/react.js',
      'dist/types/index.d.ts',
      'dist/types/react.d.ts',
      'dist/types/global.d.ts',
      'CHANGELOG.md',
      'README.md',
      'package.json',
    ]),
  );
  expect(files.filter((file) => file.startsWith('src/'))).toEqual([]);
});

test('the installed package needs no @tod/domain nor preact: its types name none', async () => {
  const types = join(app, 'node_modules/@tod/widget/dist/types');
  for (const file of ['index.d.ts', 'react.d.ts', 'global.d.ts'])
    expect(await readFile(join(types, file), 'utf8')).not.toContain('@tod/domain');
  expect(existsSync(join(app, 'node_modules/@tod/domain'))).toBe(false);
  // Preact is bundled into the loader, its chunks and the ESM build: the app installs none (issue 35.11).
  expect(existsSync(join(app, 'node_modules/preact'))).toBe(false);
});

test('the app type-checks strictly against the package types', async () => {
  const tsc = join(app, 'node_modules/typescript/bin/tsc');
  await expect(run(process.execPath, [tsc, '-p', app], { cwd: app })).resolves.toBeDefined();
});

test('a type error in the app is caught by the same check', async () => {
  const broken = join(app, 'src/broken.ts');
  await writeFile(broken, "import { init } from '@tod/widget';\ninit().open({ mesage: 'typo' });\n");
  const tsc = join(app, 'node_modules/typescript/bin/tsc');
  const result = await run(process.execPath, [tsc, '-p', app], { cwd: app }).catch((error: { stdout: string }) => error);
  await rm(broken);
  expect('stdout' in result ? result.stdout : '').toContain('mesage');
});

test('the built app shows one widget with the script tag and <TodWidget> on the page, placed by the props', async ({ page }) => {
  const vite = join(app, 'node_modules/vite/bin/vite.js');
  await run(process.execPath, [vite, 'build', '--logLevel', 'error'], { cwd: app });
  const server = await serveStatic(join(app, 'dist'));
  try {
    await page.goto(server.url);
    const launcher = page.getByRole('button', { name: CHAT_COPY.launcherLabel });
    await expect(launcher).toBeVisible();
    await expect(page.locator('tod-chat')).toHaveCount(1);
    await expect.poll(async () => Math.round((await launcher.boundingBox())?.x ?? -1)).toBe(24);
    await page.getByRole('button', { name: 'Ask about this door' }).click();
    await expect(page.getByRole('textbox', { name: CHAT_COPY.inputLabel })).toHaveValue('Is this door in stock?');
    await expect(page.getByRole('button', { name: 'Chatting' })).toBeVisible();
  } finally {
    await server.close();
  }
});
