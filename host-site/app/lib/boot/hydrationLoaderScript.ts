import { DEFERRED_MODULE_TYPE } from './deferHydrationScripts.ts';
import { EARLY_INPUT_RECORDER } from './earlyInput.ts';

/**
 * Inline in every page after React Router's <Scripts />: once the browser reports the first contentful
 * paint, it preloads the modules and runs the bootstrap that deferHydrationScripts made inert, so the
 * prerendered page paints from the HTML alone and hydrates right after. A hidden page or a browser
 * without paint timing starts at once; a page hidden before its first paint starts then; 10 s is the
 * safety net. Does nothing where the bootstrap was not deferred (the dev server). Changes made to form
 * controls before hydration are recorded first (earlyInput.ts). The CSP allows this script, and the
 * bootstrap it re-inserts, by their sha256.
 */
export const HYDRATION_LOADER_SCRIPT = `${EARLY_INPUT_RECORDER}
(function () {
  var boot = document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');
  if (!boot) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var hrefs = (boot.getAttribute('data-modulepreload') || '').split(' ').filter(Boolean);
    preload(hrefs.slice(0, 4));
    var script = document.createElement('script');
    script.type = 'module';
    script.textContent = boot.textContent;
    document.body.appendChild(script);
    // Starting a fetch costs main-thread time: a few links per task keeps each task short.
    for (var i = 4; i < hrefs.length; i += 4) setTimeout(preload, 0, hrefs.slice(i, i + 4));
  }
  function preload(hrefs) {
    var links = document.createDocumentFragment();
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      links.appendChild(link);
    });
    document.head.appendChild(links);
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState !== 'visible' || !types || types.indexOf('paint') < 0) return start();
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 10000);
})();`;
