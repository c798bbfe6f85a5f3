import { describe, expect, it } from 'vitest';
import { DEFERRED_MODULE_TYPE, deferHydrationScripts } from './deferHydrationScripts.ts';

/** The shape React Router 7 prerenders: modulepreloads hoisted into <head>, the inline module bootstrap in <body>. */
const BOOTSTRAP = 'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");';
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><title>T</title>${head}</head><body><main>content</main>${body}</body></html>`;
const prerendered = page(
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/>',
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${BOOTSTRAP}</script>`,
);

describe('deferHydrationScripts', () => {
  it('removes the modulepreload links and keeps their hrefs, in order, on the bootstrap', () => {
    const html = deferHydrationScripts(prerendered);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(
      `<script type="${DEFERRED_MODULE_TYPE}" data-modulepreload="/assets/manifest-1.js /assets/entry.client-1.js /assets/root-1.js">`,
    );
  });

  it('turns the module bootstrap into an inert data block with the same text, leaving the rest of the page as it was', () => {
    const html = deferHydrationScripts(prerendered);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`>${BOOTSTRAP}</script>`);
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
    expect(html.startsWith('<!DOCTYPE html><html><head><title>T</title></head><body><main>content</main>')).toBe(true);
  });

  it('fails the build when a page has no bootstrap, or more than one', () => {
    expect(() => deferHydrationScripts(page('', '<script>1</script>'))).toThrow(/found 0/);
    const twice = page('', '<script type="module" async="">a</script><script type="module" async="">b</script>');
    expect(() => deferHydrationScripts(twice)).toThrow(/found 2/);
  });

  it('fails the build when a modulepreload link has markup it does not know (e.g. integrity after an upgrade)', () => {
    const withIntegrity = prerendered.replace(
      '<link rel="modulepreload" href="/assets/root-1.js"/>',
      '<link rel="modulepreload" href="/assets/root-1.js" integrity="sha384-x"/>',
    );
    expect(() => deferHydrationScripts(withIntegrity)).toThrow(/markup it does not know/);
  });
});
