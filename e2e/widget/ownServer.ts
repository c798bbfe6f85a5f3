import { createServer } from 'node:net';
import { type Page, test } from '@playwright/test';
import { emlFiles } from '../hardening/support.ts';
import { type StartedServer, startServer } from '../support/startServer.ts';

/** A port nobody listens on right now (get-port style), for a test's own server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A server of the spec file's own, on a free port, started before its tests (spec files named *.desktop.spec.ts
 * run in the desktop project only, so it starts once) and stopped after them; its DATA_DIR holds the mails a test reads. Call at the top level
 * of a spec; the returned function gives the running server inside a test.
 */
export function useOwnServer(startTimeoutMs = 180_000): () => StartedServer {
  let server: StartedServer | undefined;
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern, and this hook needs none
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(startTimeoutMs);
    server = await startServer({ port: await freePort() });
  });
  test.afterAll(async () => {
    await server?.stop();
    server = undefined;
  });
  return () => {
    if (!server) throw new Error('the own server has not started: is the spec named *.desktop.spec.ts?');
    return server;
  };
}

/** A host page on `base` (a test's own server) with the widget loaded from it. */
export async function openWidgetOn(page: Page, base: string, data: Record<string, string> = {}): Promise<void> {
  const url = `${base}/e2e-own-server-host`;
  const attributes = Object.entries({ delay: '0', ...data })
    .map(([name, value]) => ` data-${name}="${value}"`)
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><script src="${base}/widget/tod.js" defer${attributes}></script></head><body><main><h1>Garage doors</h1></main></body></html>`;
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(url);
}

/** The server's mails (raw .eml, unfolded, without quoted-printable soft breaks). */
export async function mails(dataDir: string): Promise<string[]> {
  const unfolded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');
  return (await emlFiles(dataDir)).map(unfolded);
}

/** How many of the server's mails contain `text`. */
export async function mailsWith(dataDir: string, text: string): Promise<number> {
  return (await mails(dataDir)).filter((raw) => raw.includes(text)).length;
}
