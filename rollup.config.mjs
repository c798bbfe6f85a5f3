// Builds the T.O.D. widget (DESIGN §2): the UI chunk, then the tiny script-tag loader that imports it
// by its hashed name, then the ESM build for apps and the bundled .d.ts. Rollup runs the configs in order.
// Releases (decision 0070): the loader and its chunk are also copied to dist/vX.Y.Z/, an immutable URL;
// the build never deletes a release folder, so a loader cached before a release still finds its chunk.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { dts } from 'rollup-plugin-dts';
import esbuild from 'rollup-plugin-esbuild';
import { formatReport, measureWidget } from './scripts/bench/widget-size.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const widget = (path) => resolve(root, 'widget', path);
const DEFAULT_DIST = widget('dist');
const PACKAGE_VERSION = JSON.parse(readFileSync(widget('package.json'), 'utf8')).version;
/** A file of the UI build: the entry tod-ui-<hash>.js and its lazy chunks (locale catalogues, accent). */
const UI_FILE = /^[a-z]+(?:-[a-z]+)*-[A-Za-z0-9_-]{8,}\.js$/;
const RELEASE_FOLDER = /^v\d+\.\d+\.\d+/;

/** `import css from './x.css?inline'`: the file as a minified string (Vite does the same in tests). */
function cssInline() {
  return {
    name: 'css-inline',
    resolveId(source, importer) {
      if (!source.endsWith('.css?inline') || !importer) return null;
      return `${resolve(dirname(importer), source.slice(0, -'?inline'.length))}?inline`;
    },
    load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const file = id.slice(0, -'?inline'.length);
      this.addWatchFile(file);
      const css = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{}:;,>])\s*/g, '$1')
        .replace(/;}/g, '}')
        // 0.25 → .25, [data-theme="dark"] → [data-theme=dark]: bytes for the widget's size budget.
        .replace(/([:,( ])0\.(\d)/g, '$1.$2')
        .replace(/="([a-z-]+)"\]/g, '=$1]')
        .trim();
      return `export default ${JSON.stringify(css)};`;
    },
  };
}

const plugins = (extra = []) => [
  cssInline(),
  nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
  esbuild({ target: 'es2020', jsx: 'automatic', jsxImportSource: 'preact', tsconfig: widget('tsconfig.json'), minify: false }),
  ...extra,
  // pure_getters: property reads have no side effects (as treeshake assumes below); unsafe_arrows/methods
  // shorten functions that never use `this`/`new`. Measured in docs/performance.md.
  terser({
    ecma: 2020,
    module: true,
    compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true },
    format: { comments: false },
  }),
];

// domain/ is facts and contracts without I/O (DESIGN §1): modules the widget does not use are dropped.
const treeshake = { moduleSideEffects: (id) => !id.includes('/domain/src/'), propertyReadSideEffects: false };

/**
 * The build's configs. `dist` and `version` default to widget/dist and widget/package.json's version;
 * the release test builds twice into a temporary folder with other values (e2e/examples/release.spec.ts).
 * @param {{ dist?: string, version?: string, uiPlugins?: import('rollup').Plugin[], scriptOnly?: boolean }} [options]
 */
export function widgetBuild(options = {}) {
  const dist = options.dist ?? DEFAULT_DIST;
  const version = options.version ?? PACKAGE_VERSION;
  const releaseDir = resolve(dist, `v${version}`);
  let uiChunkFile;
  /** Every file of the UI build: the entry chunk and the lazy chunks it imports. */
  let uiFiles = [];
  let keptFiles = [];

  /** The UI files of the build before this one (its sri.json), kept in the release folder for cached loaders. */
  function previousUiFiles() {
    try {
      const record = JSON.parse(readFileSync(resolve(dist, 'sri.json'), 'utf8'));
      return record.chunks ?? (record.uiChunk ? [record.uiChunk] : []);
    } catch {
      return [];
    }
  }

  /** Removes the current build's files at the top of dist/, never a release folder (v1.2.3/). */
  function cleanCurrentBuild() {
    if (!existsSync(dist)) return;
    for (const entry of readdirSync(dist)) {
      if (!RELEASE_FOLDER.test(entry)) rmSync(resolve(dist, entry), { recursive: true, force: true });
    }
  }

  /**
   * Copies the loader and its chunk to dist/vX.Y.Z/. Rebuilding the same version keeps the previous
   * build's chunk beside the new one (and drops older ones), and warns that a release needs a new version.
   */
  function writeRelease(loaderCode) {
    mkdirSync(releaseDir, { recursive: true });
    const releasedLoader = resolve(releaseDir, 'tod.js');
    if (existsSync(releasedLoader) && readFileSync(releasedLoader, 'utf8') !== loaderCode) {
      process.stdout.write(`note: v${version} was built before with other code; bump widget/package.json before releasing.\n`);
    }
    writeFileSync(releasedLoader, loaderCode);
    for (const file of uiFiles) copyFileSync(resolve(dist, file), resolve(releaseDir, file));
    for (const entry of readdirSync(releaseDir)) {
      if (UI_FILE.test(entry) && !uiFiles.includes(entry) && !keptFiles.includes(entry)) rmSync(resolve(releaseDir, entry));
    }
  }

  /** The loader: the UI chunk's name replaces __TOD_UI_CHUNK__; then the release, SRI hash and size budgets. */
  const loaderPlugin = {
    name: 'tod-loader',
    transform(code) {
      if (!code.includes('__TOD_UI_CHUNK__')) return null;
      if (!uiChunkFile) this.error('The UI chunk must be built before the loader.');
      return { code: code.replaceAll('__TOD_UI_CHUNK__', JSON.stringify(uiChunkFile)), map: null };
    },
    writeBundle(_options, bundle) {
      const loader = bundle['tod.js'];
      const integrity = `sha384-${createHash('sha384').update(loader.code).digest('base64')}`;
      const url = `/widget/v${version}/tod.js`;
      writeRelease(loader.code);
      const record = { version, url, 'tod.js': integrity, uiChunk: uiChunkFile, chunks: uiFiles };
      writeFileSync(resolve(dist, 'sri.json'), `${JSON.stringify(record, null, 2)}\n`);
      writeFileSync(resolve(releaseDir, 'sri.json'), `${JSON.stringify(record, null, 2)}\n`);
      process.stdout.write(`tod.js v${version} integrity: ${integrity}\n`);
      process.stdout.write(
        `<script src="https://YOUR-CHAT-SERVER${url}" integrity="${integrity}" crossorigin="anonymous" defer></script>\n`,
      );
      if (dist !== DEFAULT_DIST) return;
      const results = measureWidget();
      process.stdout.write(`${formatReport(results)}\n`);
      if (results.some((result) => !result.ok)) this.error('A widget size budget is broken (widget/.size-limit.json).');
    },
  };

  const script = [
    {
      input: widget('src/ui/mountUi.tsx'),
      treeshake,
      // Code shared with the lazy chunks (locales, accent) stays in tod-ui, not in a third chunk behind a facade.
      preserveEntrySignatures: 'allow-extension',
      output: {
        dir: dist,
        format: 'es',
        entryFileNames: 'tod-ui-[hash].js',
        // Lazy chunks are named in lower case (refusedwindow-<hash>.js), as UI_FILE expects.
        chunkFileNames: (chunk) => `${chunk.name.toLowerCase()}-[hash].js`,
        // What both catalogues import (the company's names) joins tod-ui, which is always loaded before
        // them, rather than being a small chunk of its own (one more request).
        experimentalMinChunkSize: 1000,
      },
      plugins: plugins([
        {
          name: 'clean-dist',
          // Old hashed chunks would count against the size budget; releases stay (dist/vX.Y.Z/).
          buildStart: () => {
            keptFiles = previousUiFiles();
            cleanCurrentBuild();
          },
        },
        ...(options.uiPlugins ?? []),
        {
          name: 'record-ui-chunk',
          generateBundle(_options, bundle) {
            const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
            uiChunkFile = chunks.find((file) => file.isEntry).fileName;
            uiFiles = chunks.map((file) => file.fileName);
          },
        },
      ]),
    },
    {
      input: widget('src/web.ts'),
      treeshake,
      output: { file: resolve(dist, 'tod.js'), format: 'iife' },
      plugins: plugins([loaderPlugin]),
    },
  ];
  if (options.scriptOnly) return script;
  return [
    ...script,
    {
      // `react.js` is the partner's React wrapper (`@tod/widget/react`); React is the app's, never bundled.
      input: { index: widget('src/index.ts'), react: widget('src/react.tsx') },
      external: ['react', /^react\//],
      treeshake,
      output: { dir: resolve(dist, 'esm'), format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      plugins: plugins(),
    },
    {
      // One .d.ts per entry; the domain types they name are inlined, so apps never need @tod/domain.
      input: { index: widget('src/index.ts'), react: widget('src/react.tsx'), global: widget('src/global.ts') },
      external: ['react', /^react\//, 'preact', /^preact\//],
      output: { dir: resolve(dist, 'types'), format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: '[name]-[hash].d.ts' },
      plugins: [cssInline(), dts({ respectExternal: true, tsconfig: widget('tsconfig.types.json') })],
    },
  ];
}

export default widgetBuild();
