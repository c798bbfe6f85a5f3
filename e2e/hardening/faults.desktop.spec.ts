import { connect, createServer, type Server, type Socket } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { ABUSE_LIMITS, CHAT_COPY, REGIONS } from '@tod/domain';
import { createScratchDatabase } from '../../chat-server/src/store/testDatabases.ts';
import { type StartedServer, startServer } from '../support/startServer.ts';

/**
 * Abuse and faults in the browser (hardening 3 and 4): the widget shows the server's limit message
 * politely, and when the database goes away /api/ready fails, the API answers 503 with the error shape
 * and the widget shows the SPEC failure bubble. The database cut needs Postgres (TEST_DATABASE_URL):
 * the server reaches it through a loopback TCP proxy this test closes.
 */
const PORT = 4551;
const PROXY_PORT = 4552;
const databaseUrl = process.env.TEST_DATABASE_URL;

/** A loopback TCP proxy to Postgres that can be cut (listener closed, open connections destroyed). */
async function startCuttableProxy(target: URL): Promise<{ cut(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(PROXY_PORT, '127.0.0.1', resolve));
  return {
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: StartedServer | undefined;
let proxy: { cut(): Promise<void> } | undefined;
let scratch: { url: string; drop(): Promise<void> } | undefined;

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern, and this hook needs none
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  let env: Record<string, string> = {};
  if (databaseUrl) {
    scratch = await createScratchDatabase(databaseUrl, 'tod_e2e_faults');
    proxy = await startCuttableProxy(new URL(databaseUrl));
    const viaProxy = new URL(scratch.url);
    viaProxy.host = `127.0.0.1:${PROXY_PORT}`;
    env = { DATABASE_URL: viaProxy.toString() };
  }
  server = await startServer({ port: PORT, env });
});

test.afterAll(async () => {
  await server?.kill();
  server = undefined;
  await proxy?.cut();
  await scratch?.drop();
});

async function openWidget(page: Page, region = 'idaho'): Promise<void> {
  const origin = (server as StartedServer).url;
  const hostUrl = `${origin}/e2e-hardening-faults`;
  await page.route(hostUrl, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><script src="${origin}/widget/tod.js" defer data-delay="0" data-region="${region}"></script></head><body><main><h1>Host</h1></main></body></html>`,
    }),
  );
  await page.goto(hostUrl);
  await page.locator('tod-chat .tod-launcher').click();
}

async function send(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Message T.O.D.' });
  await expect(input).toBeEnabled();
  await input.fill(text);
  await input.press('Enter');
}

test('a visitor over the per-session chat limit sees the server’s polite limit message, not a failure', async ({ page, request }) => {
  await openWidget(page);
  const firstRequest = page.waitForRequest((candidate) => /\/api\/chat(\/stream)?$/.test(candidate.url()));
  await send(page, 'How much is a new spring?');
  const { sessionId } = (await firstRequest).postDataJSON() as { sessionId: string };
  await expect(page.locator('tod-chat [data-kind="assistant"]')).toHaveCount(1, { timeout: 30_000 });

  // The same session keeps sending from a script until the limit is reached.
  for (let sent = 1; sent < ABUSE_LIMITS.chatPerSessionPerMinute; sent += 1) {
    const response = await request.post(`${(server as StartedServer).url}/api/chat`, {
      data: { message: 'again', sessionId, context: { conversationHistory: [], userRegion: 'idaho' } },
    });
    expect(response.status()).toBe(200);
  }
  await send(page, 'One more question?');
  // The widget words a 429 itself (in the visitor's language) and says when to try again (issue 23.6).
  await expect(page.locator('tod-chat').getByRole('alert')).toContainText(CHAT_COPY.rateLimited);
  await expect(page.locator('tod-chat').getByRole('alert')).toContainText(/\d+ seconds?/);
  await expect(page.locator('tod-chat [data-kind="error"]')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Message T.O.D.' })).toBeEnabled();
});

test('with the database gone, /api/ready fails, the API answers 503 with the error shape and the widget shows the SPEC failure bubble', async ({
  page,
  request,
}) => {
  test.skip(!databaseUrl, 'needs TEST_DATABASE_URL (Postgres behind a proxy the test can cut)');
  const origin = (server as StartedServer).url;
  expect((await request.get(`${origin}/api/ready`)).status()).toBe(200);
  await proxy?.cut();

  const ready = await request.get(`${origin}/api/ready`);
  expect(ready.status()).toBe(503);
  expect(await ready.json()).toEqual({ message: expect.any(String), code: 'service_unavailable' });
  const contact = await request.post(`${origin}/api/contact-form`, { data: { submissionId: 'DL-1763000000000123' } });
  // Validation answers before storage; a valid chat request needs the database.
  expect(contact.status()).toBe(400);
  const chat = await request.post(`${origin}/api/chat`, {
    data: { message: 'hello', sessionId: 'hardening_db_down_0123456789abcdef', context: { conversationHistory: [], userRegion: 'idaho' } },
  });
  expect(chat.status()).toBe(503);
  expect(await chat.json()).toEqual({ message: expect.any(String), code: 'service_unavailable' });

  await openWidget(page, 'idaho');
  await send(page, 'My door will not open');
  const phone = REGIONS.idaho.phone;
  await expect(page.locator('tod-chat [data-kind="error"]')).toContainText(CHAT_COPY.sendFailure.replace('{phone}', phone), {
    timeout: 30_000,
  });
});
