// The chat server as the tests start it: bundled once from its sources with esbuild (a plain `node` start, no
// TypeScript loader per process), and an embedded database already made from the migrations (a template data
// directory copied into each new DATA_DIR, no initdb per process). Both are cached under chat-server's
// node_modules/.cache, keyed by a hash of what they are made from, so a changed source or migration rebuilds them.
// `npm start` and chat-server/src/main.test.ts keep running main.ts through tsx: that path stays tested.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

const ROOT = new URL('../..', import.meta.url).pathname;
const CACHE = join(ROOT, 'chat-server/node_modules/.cache');
const BUILD_CACHE = join(CACHE, 'tod-test-server');
const TEMPLATE_CACHE = join(CACHE, 'tod-pglite-template');
const SOURCE_DIRS = ['chat-server/src', 'domain/src'];
const SOURCE_FILE = /\.(ts|mts|mjs|js|json)$/;
const MIGRATIONS_DIR = join(ROOT, 'chat-server/src/store/migrations');
/** What the embedded database's files depend on besides the migrations. */
const STORAGE_SOURCES = [
  'chat-server/src/store/pgliteDatabase.ts',
  'chat-server/src/store/migrate.ts',
  'chat-server/src/store/openDatabase.ts',
];
/** The worker thread's module URL is taken relative to this file: in the bundle it is the bundled thread. */
const THREAD_OWNER = join(ROOT, 'chat-server/src/store/pgliteWorkerDatabase.ts');
const THREAD_URL_EXPRESSION = "new URL('./pgliteThread.mjs', import.meta.url)";

function filesUnder(directory) {
  const found = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path));
    else if (SOURCE_FILE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(path);
  }
  return found.sort();
}

function hashOf(parts) {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 16);
}

function versionOf(name) {
  return JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** Every server source (not the tests), the workspaces' manifests, this file and the bundler's version. */
function buildKey() {
  const files = [...SOURCE_DIRS.flatMap((directory) => filesUnder(join(ROOT, directory))), join(ROOT, 'chat-server/package.json')];
  const parts = [versionOf('esbuild'), readFileSync(new URL(import.meta.url))];
  for (const file of files) parts.push(relative(ROOT, file), readFileSync(file));
  return hashOf(parts);
}

/** The migrations (names and contents), PGlite's version and the storage code that creates the files. */
export function templateKey(migrationsDir = MIGRATIONS_DIR) {
  const names = readdirSync(migrationsDir).sort();
  const parts = [versionOf('@electric-sql/pglite')];
  for (const name of names) parts.push(name, readFileSync(join(migrationsDir, name)));
  for (const source of STORAGE_SOURCES) parts.push(source, readFileSync(join(ROOT, source)));
  return hashOf(parts);
}

/** Made in a directory of its own, then renamed into place: a process racing to make the same one keeps the first. */
async function publish(target, make) {
  if (existsSync(target)) return target;
  const scratch = `${target}.${process.pid}.${Date.now()}`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  try {
    await make(scratch);
    await rename(scratch, target).catch((error) => {
      if (!existsSync(target)) throw error;
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  await pruneOlderThan(target);
  return target;
}

/** Removes other keys' entries unused for a day (a cache of every past source would grow without end). */
async function pruneOlderThan(kept) {
  const parent = join(kept, '..');
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(parent)) {
    const path = join(parent, name);
    if (path === kept) continue;
    const modified = await stat(path).then(
      (info) => info.mtimeMs,
      () => Date.now(),
    );
    if (modified < dayAgo) await rm(path, { recursive: true, force: true });
  }
}

/** Bundles into `outdir`, for the directory `finalDir` it is renamed to (the thread's entry is named from there). */
async function bundle(outdir, finalDir) {
  const { build } = await import('esbuild');
  const threadOwnerUrl = pathToFileURL(join(finalDir, 'main.mjs')).href;
  await build({
    entryPoints: {
      main: join(ROOT, 'chat-server/src/main.ts'),
      pgliteThread: join(ROOT, 'chat-server/src/store/pgliteThread.ts'),
      pgliteTemplate: join(ROOT, 'e2e/support/pgliteTemplate.ts'),
      staffCommand: join(ROOT, 'chat-server/src/admin/staffCommand.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'error',
    plugins: [
      {
        name: 'tod-sources',
        setup(builder) {
          // Packages stay in node_modules (PGlite finds its WebAssembly beside itself); the workspaces are bundled.
          builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@tod/') ? undefined : { external: true }));
          // Each module keeps its own import.meta.url, so the corpus, the migrations and the model cache are found
          // where they are; only the worker thread's entry is the bundled one, beside main.mjs.
          builder.onLoad({ filter: /\.ts$/ }, async (args) => {
            const source = await readFile(args.path, 'utf8');
            if (args.path === THREAD_OWNER && !source.includes(THREAD_URL_EXPRESSION)) {
              throw new Error(`serverBuild.mjs: ${relative(ROOT, THREAD_OWNER)} no longer has ${THREAD_URL_EXPRESSION}; update the bundle`);
            }
            const url = args.path === THREAD_OWNER ? threadOwnerUrl : pathToFileURL(args.path).href;
            return { contents: source.replaceAll('import.meta.url', JSON.stringify(url)), loader: 'ts' };
          });
        },
      },
    ],
  });
}

let built;
/** The bundled server's directory (main.mjs, its thread, pgliteTemplate.mjs, staffCommand.mjs), made if its sources changed. */
export function serverBundle() {
  built ??= (async () => {
    const directory = join(BUILD_CACHE, buildKey());
    return publish(directory, (scratch) => bundle(scratch, directory));
  })();
  return built;
}

/**
 * The bundled entry `name` (e.g. 'staffCommand') if the bundle of the current sources is already made, else
 * undefined: for callers that cannot wait (the caller then runs the sources through tsx).
 */
export function bundledEntrySync(name) {
  const entry = join(BUILD_CACHE, buildKey(), `${name}.mjs`);
  return existsSync(entry) ? entry : undefined;
}

let template;
/** A data directory's `pg` made from the migrations by the real openDatabase, made again when they change. */
export function pgliteTemplate() {
  template ??= (async () => {
    const bundleDirectory = await serverBundle();
    return publish(join(TEMPLATE_CACHE, templateKey()), async (scratch) => {
      await run(process.execPath, [join(bundleDirectory, 'pgliteTemplate.mjs'), scratch], {
        env: { ...process.env, LOG_LEVEL: 'error' },
      }).catch((error) => {
        throw new Error(`making the PGlite template failed: ${error.stderr || error.message}`);
      });
      await rm(join(scratch, 'pg', 'postmaster.pid'), { force: true });
      for (const name of readdirSync(scratch)) if (name !== 'pg') await rm(join(scratch, name), { recursive: true, force: true });
    });
  })();
  return template;
}

/**
 * Gives an embedded-database DATA_DIR the template's database unless it has one already (a restart keeps its data).
 * @returns whether it copied
 */
export async function seedDataDir(dataDir) {
  const target = join(dataDir, 'pg');
  if (existsSync(target)) return false;
  const source = join(await pgliteTemplate(), 'pg');
  // The system's cp takes a tenth of the CPU time fs.cp does on the template's thousand files (docs/testing.md).
  await run('cp', ['-R', source, target]).catch(async (error) => {
    if (error.code !== 'ENOENT') throw error;
    await cp(source, target, { recursive: true });
  });
  return true;
}
