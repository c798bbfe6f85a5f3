import type { Plugin, RollupOptions } from 'rollup';

/** The widget build's Rollup configs (see rollup.config.mjs). */
export function widgetBuild(options?: {
  /** Output folder; default widget/dist (then the size budgets are checked too). */
  dist?: string;
  /** The recorded releases installed into dist/vX.Y.Z/; default widget/releases. */
  releases?: string;
  /** Release version; default widget/package.json's. */
  version?: string;
  /** Extra plugins of the UI chunk's build. */
  uiPlugins?: Plugin[];
  /** Only the script-tag loader and its UI chunk: no ESM build, no .d.ts. */
  scriptOnly?: boolean;
}): RollupOptions[];

declare const configs: RollupOptions[];
export default configs;
