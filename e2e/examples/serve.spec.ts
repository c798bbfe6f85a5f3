import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/serverProcess.mjs';
import { expect, test } from './fixtures.ts';

/** A raw GET that keeps the path as written (fetch would normalise the dot segments away). */
function rawGet(url: string, path: string, method = 'GET'): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.once('error', reject);
    req.end();
  });
}

/** Runs serve.mjs with a bad setting; resolves with its exit code and error output. */
function runServe(args: string[], env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'examples/serve.mjs'), ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

test.describe('examples/serve.mjs', { tag: '@desktop' }, () => {
  // Plain HTTP and processes: nothing here depends on the browser's viewport.

  test('writes TOD_SERVER into the page in place of the default chat server', async ({ examples }) => {
    const page = await rawGet(examples.showroom, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain(`src="${examples.server}/widget/v1/tod.js"`);
    expect(page.body).not.toContain('http://127.0.0.1:3000');
  });

  test('answers 404 for a missing file and for a path that climbs out of the example', async ({ examples }) => {
    expect((await rawGet(examples.showroom, '/missing.html')).status).toBe(404);
    expect((await rawGet(examples.showroom, '/../serve.mjs')).status).toBe(404);
    expect((await rawGet(examples.showroom, '/%2e%2e/serve.mjs')).status).toBe(404);
    expect((await rawGet(examples.showroom, '/%E0%A4%A')).status).toBe(404);
  });

  test('answers 405 to anything but GET and HEAD', async ({ examples }) => {
    expect((await rawGet(examples.showroom, '/', 'POST')).status).toBe(405);
    expect((await rawGet(examples.showroom, '/', 'HEAD')).status).toBe(200);
  });

  test('stops with a message naming the variable when TOD_SERVER or the port is bad, or the example is unknown', async () => {
    const badServer = await runServe(['showroom'], { TOD_SERVER: 'ftp://example.com', SHOWROOM_PORT: '0' });
    expect(badServer.code).toBe(1);
    expect(badServer.stderr).toContain('TOD_SERVER');
    const badPort = await runServe(['showroom'], { SHOWROOM_PORT: '70000' });
    expect(badPort.code).toBe(1);
    expect(badPort.stderr).toContain('SHOWROOM_PORT');
    const unknown = await runServe(['gallery'], {});
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Usage: node serve.mjs showroom|react-app');
    const unbuilt = await runServe(['react-app'], { REACT_APP_DIST: join(REPO_ROOT, 'examples/no-such-build'), REACT_APP_PORT: '0' });
    expect(unbuilt.code).toBe(1);
    expect(unbuilt.stderr).toContain('npm run build -w examples');
  });
});
