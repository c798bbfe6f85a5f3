// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DEFERRED_MODULE_TYPE } from './deferHydrationScripts.ts';
import { HYDRATION_LOADER_SCRIPT } from './hydrationLoaderScript.ts';

const BOOTSTRAP = 'import("/assets/entry.client-1.js");';
const runLoader = () => new Function(HYDRATION_LOADER_SCRIPT)();

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

// happy-dom has no paint timing, so the loader takes its 'browser without paint timing' path and starts at
// once; the wait for the first contentful paint is checked in a real browser (e2e/site/pages.spec.ts).
describe('HYDRATION_LOADER_SCRIPT', () => {
  it('preloads the deferred modules, a few per task, and runs the bootstrap as a module script', async () => {
    const hrefs = Array.from({ length: 9 }, (_, index) => `/assets/m${index}-1.js`);
    document.body.innerHTML = `<main>content</main><script type="${DEFERRED_MODULE_TYPE}" data-modulepreload="${hrefs.join(' ')}">${BOOTSTRAP}</script>`;
    runLoader();
    const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(preloads()).toEqual(hrefs.slice(0, 4));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual(hrefs);
    const modules = document.body.querySelectorAll('script[type="module"]');
    expect(modules).toHaveLength(1);
    expect(modules[0]?.textContent).toBe(BOOTSTRAP);
  });

  it('starts only once, whatever fires later', () => {
    document.body.innerHTML = `<script type="${DEFERRED_MODULE_TYPE}" data-modulepreload="/assets/a-1.js">${BOOTSTRAP}</script>`;
    runLoader();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
  });

  it('does nothing where the bootstrap was not deferred (the dev server)', () => {
    document.body.innerHTML = `<script type="module">${BOOTSTRAP}</script>`;
    runLoader();
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
    expect(document.querySelectorAll('link')).toHaveLength(0);
  });
});
