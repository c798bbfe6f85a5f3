import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { deferHydrationScripts } from './app/lib/boot/deferHydrationScripts.ts';
import { robotsTxt, sitemapXml } from './app/lib/seo/sitemap.ts';
import { NOT_FOUND_PAGE, PAGES, PRERENDER_PATHS } from './app/lib/site/pages.ts';

/**
 * Every public route is prerendered (DESIGN §2); there is no runtime rendering server. After the build,
 * the not-found page moves to 404.html, the sitemap and robots.txt are written beside the pages, and
 * every page's JavaScript is deferred until after its first paint (app/lib/boot).
 */
export default {
  ssr: false,
  prerender: [...PRERENDER_PATHS],
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    const notFoundDir = path.join(client, NOT_FOUND_PAGE.path);
    await writeFile(path.join(client, '404.html'), await readFile(path.join(notFoundDir, 'index.html')));
    await rm(notFoundDir, { recursive: true, force: true });
    await mkdir(client, { recursive: true });
    await writeFile(path.join(client, 'sitemap.xml'), sitemapXml(PAGES));
    await writeFile(path.join(client, 'robots.txt'), robotsTxt());
    for (const entry of await readdir(client, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      const file = path.join(entry.parentPath, entry.name);
      await writeFile(file, deferHydrationScripts(await readFile(file, 'utf8')));
    }
  },
} satisfies Config;
