/**
 * The typed global for pages that load the widget with a script tag:
 * `import type {} from '@tod/widget/global'` (or a triple-slash reference) and `window.TOD` is typed, so
 * `window.TOD?.open()` compiles. It is the API once the loader ran (a `defer` script runs before your
 * app's module code and `DOMContentLoaded`). A page that queues calls before the loader, in an inline
 * script (`window.TOD = window.TOD || []; TOD.push(['open'])`), does it in plain JavaScript (decision 0381).
 */
import type { TodApi } from './types.ts';

declare global {
  interface Window {
    TOD?: TodApi;
  }
}
