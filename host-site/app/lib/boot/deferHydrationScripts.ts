/** The type that keeps React Router's inline module bootstrap inert until HYDRATION_LOADER_SCRIPT runs it. */
export const DEFERRED_MODULE_TYPE = 'text/x-deferred-module';

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"<>]+)"\/>/g;
const BOOTSTRAP = '<script type="module" async="">';

/**
 * Rewrites one prerendered page so that the app's JavaScript is fetched after the first paint: the
 * <link rel="modulepreload"> tags go (their hrefs move to the bootstrap's data-modulepreload) and React
 * Router's inline module bootstrap becomes an inert data block. Before, ~170 KB of modules competed with
 * the page itself on a mobile connection and ran before the first paint. Throws when the page does not
 * have exactly the markup React Router renders today, so an upgrade that changes it fails the build
 * instead of shipping pages that never hydrate.
 */
export function deferHydrationScripts(html: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULEPRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  if (withoutPreloads.includes('rel="modulepreload"'))
    throw new Error('deferHydrationScripts: a modulepreload link has markup it does not know');
  const bootstraps = withoutPreloads.split(BOOTSTRAP).length - 1;
  if (bootstraps !== 1) throw new Error(`deferHydrationScripts: expected one React Router module bootstrap, found ${bootstraps}`);
  return withoutPreloads.replace(BOOTSTRAP, `<script type="${DEFERRED_MODULE_TYPE}" data-modulepreload="${preloads.join(' ')}">`);
}
