/**
 * The typed global for pages that load the widget with a script tag:
 * `import type {} from '@tod/widget/global'` (or a triple-slash reference) and `window.TOD` is typed.
 * Before the loader runs, `window.TOD` may be the page's queue: `window.TOD = [['open']]`.
 */
import type { TodApi } from './types.ts';

declare global {
  interface Window {
    TOD?: TodApi | unknown[][];
  }
}
