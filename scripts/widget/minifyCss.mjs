// The widget's CSS minifier (`import css from './x.css?inline'` in rollup.config.mjs): comments and
// whitespace go, with bytes for the widget's size budget. A space before `:` is kept when it joins two
// selector parts: `.tod :focus-visible` (any focused element inside the widget) is not
// `.tod:focus-visible` (the widget's root itself focused), decision 0388.

/**
 * @param {string} css
 * @returns {string}
 */
export function minifyCss(css) {
  return (
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,>])\s*/g, '$1')
      // `color: red` → `color:red`; a descendant's pseudo-class (`.tod :focus-visible`) keeps its space.
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}')
      // 0.25 → .25, [data-theme="dark"] → [data-theme=dark]: bytes for the widget's size budget.
      .replace(/([:,( ])0\.(\d)/g, '$1.$2')
      .replace(/="([a-z-]+)"\]/g, '=$1]')
      .trim()
  );
}
