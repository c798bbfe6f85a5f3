// Builds the T.O.D. widget (DESIGN §2): the UI chunk, then the tiny script-tag loader that imports it
// by its hashed name, then the ESM build for apps. Rollup runs an array of configs in order.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { formatReport, measureWidget } from './scripts/bench/widget-size.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const widget = (path) => resolve(root, 'widget', path);
const dist = widget('dist');

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
  terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
];

// domain/ is facts and contracts without I/O (DESIGN §1): modules the widget does not use are dropped.
const treeshake = { moduleSideEffects: (id) => !id.includes('/domain/src/') };

let uiChunkFile;

/** The loader: the UI chunk's name replaces __TOD_UI_CHUNK__; then SRI hash and size budgets. */
function loaderPlugin() {
  return {
    name: 'tod-loader',
    transform(code) {
      if (!code.includes('__TOD_UI_CHUNK__')) return null;
      if (!uiChunkFile) this.error('The UI chunk must be built before the loader.');
      return { code: code.replaceAll('__TOD_UI_CHUNK__', JSON.stringify(uiChunkFile)), map: null };
    },
    writeBundle(_options, bundle) {
      const loader = bundle['tod.js'];
      const integrity = `sha384-${createHash('sha384').update(loader.code).digest('base64')}`;
      writeFileSync(resolve(dist, 'sri.json'), `${JSON.stringify({ 'tod.js': integrity, uiChunk: uiChunkFile }, null, 2)}\n`);
      process.stdout.write(`tod.js integrity: ${integrity}\n`);
      const results = measureWidget();
      process.stdout.write(`${formatReport(results)}\n`);
      if (results.some((result) => !result.ok)) this.error('A widget size budget is broken (widget/.size-limit.json).');
    },
  };
}

export default [
  {
    input: widget('src/ui/mountUi.tsx'),
    treeshake,
    // Code shared with the lazy chunks (Spanish, accent) stays in tod-ui, not in a third chunk behind a facade.
    preserveEntrySignatures: 'allow-extension',
    output: { dir: dist, format: 'es', entryFileNames: 'tod-ui-[hash].js' },
    plugins: plugins([
      {
        name: 'clean-dist',
        // Old hashed chunks would count against the size budget.
        buildStart: () => rmSync(dist, { recursive: true, force: true }),
      },
      {
        name: 'record-ui-chunk',
        generateBundle(_options, bundle) {
          uiChunkFile = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry).fileName;
        },
      },
    ]),
  },
  {
    input: widget('src/web.ts'),
    treeshake,
    output: { file: resolve(dist, 'tod.js'), format: 'iife' },
    plugins: plugins([loaderPlugin()]),
  },
  {
    // `react.js` is the partner's React wrapper (`@tod/widget/react`); React is the app's, never bundled.
    input: { index: widget('src/index.ts'), react: widget('src/react.tsx') },
    external: ['react', /^react\//],
    treeshake,
    output: { dir: resolve(dist, 'esm'), format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    plugins: plugins(),
  },
];
