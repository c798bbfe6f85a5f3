// Builds the T.O.D. widget (DESIGN §2): the UI chunk, then the tiny script-tag loader that imports it
// by its hashed name, then the ESM build for apps and the bundled .d.ts. Rollup runs the configs in order.
// Releases (decisions 0070, 0380): every released version is committed in widget/releases/vX.Y.Z/ and
// installed into dist/vX.Y.Z/, an immutable URL; the build never deletes a release folder nor writes other
// bytes into one, and fails when the version it builds is released with other bytes.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { dts } from 'rollup-plugin-dts';
import esbuild from 'rollup-plugin-esbuild';
import { formatReport, measureWidget } from './scripts/bench/widget-size.mjs';
import { minifyCss } from './scripts/widget/minifyCss.mjs';
import {
  changedReleaseMessage,
  differencesFromRelease,
  installReleases,
  integrity,
  RELEASE_FOLDER,
  readRecord,
} from './scripts/widget/releases.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const widget = (path) => resolve(root, 'widget', path);
const DEFAULT_DIST = widget('dist');
const DEFAULT_RELEASES = widget('releases');
const PACKAGE_VERSION = JSON.parse(readFileSync(widget('package.json'), 'utf8')).version;

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
      const css = minifyCss(readFileSync(file, 'utf8'));
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
  // unsafe: `String(x)` → `""+x` and the like, which differ only for Symbols and objects with their own
  // toString, which the widget never converts (about 60 bytes gzip; decision 0385).
  terser({
    ecma: 2020,
    module: true,
    compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true, unsafe: true },
    format: { comments: false },
  }),
];

// domain/ is facts and contracts without I/O (DESIGN §1): modules the widget does not use are dropped.
const treeshake = { moduleSideEffects: (id) => !id.includes('/domain/src/'), propertyReadSideEffects: false };

/**
 * The build's configs. `dist`, `releases` and `version` default to widget/dist, widget/releases and
 * widget/package.json's version; the release test builds into temporary folders with other values
 * (e2e/examples/release.desktop.spec.ts).
 * @param {{ dist?: string, releases?: string, version?: string, uiPlugins?: import('rollup').Plugin[], scriptOnly?: boolean }} [options]
 */
export function widgetBuild(options = {}) {
  const dist = options.dist ?? DEFAULT_DIST;
  const releases = options.releases ?? DEFAULT_RELEASES;
  const version = options.version ?? PACKAGE_VERSION;
  let uiChunkFile;
  /** Every file of the UI build: the entry chunk and the lazy chunks it imports. */
  let uiFiles = [];

  /** Removes the current build's files at the top of dist/, never a release folder (v1.2.3/). */
  function cleanCurrentBuild() {
    if (!existsSync(dist)) return;
    for (const entry of readdirSync(dist)) {
      if (!RELEASE_FOLDER.test(entry)) rmSync(resolve(dist, entry), { recursive: true, force: true });
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
      const loaderIntegrity = integrity(bundle['tod.js'].code);
      const url = `/widget/v${version}/tod.js`;
      const release = readRecord(resolve(releases, `v${version}`));
      if (release) {
        const differences = differencesFromRelease(dist, ['tod.js', ...uiFiles], release);
        if (differences.length) this.error(changedReleaseMessage(version, differences));
      }
      const record = { version, url, 'tod.js': loaderIntegrity, uiChunk: uiChunkFile, chunks: uiFiles, released: Boolean(release) };
      writeFileSync(resolve(dist, 'sri.json'), `${JSON.stringify(record, null, 2)}\n`);
      if (release) {
        process.stdout.write(`tod.js v${version} integrity: ${loaderIntegrity}\n`);
        process.stdout.write(
          `<script src="https://YOUR-CHAT-SERVER${url}" integrity="${loaderIntegrity}" crossorigin="anonymous" defer></script>\n`,
        );
      } else {
        process.stdout.write(
          `tod.js ${version} is not released: ${url} does not exist until \`npm run release -w widget\` records it; do not pin this build.\n`,
        );
      }
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
        // Lazy chunks are named in lower case: refusedwindow-<hash>.js.
        chunkFileNames: (chunk) => `${chunk.name.toLowerCase()}-[hash].js`,
        // What both catalogues import (the company's names) joins tod-ui, which is always loaded before
        // them, rather than being a small chunk of its own (one more request).
        experimentalMinChunkSize: 1000,
      },
      plugins: plugins([
        {
          name: 'clean-dist',
          // Old hashed chunks would count against the size budget; releases stay (dist/vX.Y.Z/), and every
          // recorded release is installed beside them (a folder holding other bytes fails the build).
          buildStart() {
            cleanCurrentBuild();
            try {
              installReleases(releases, dist);
            } catch (error) {
              this.error(error.message);
            }
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
