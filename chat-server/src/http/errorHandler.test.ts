import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync, gzipSync } from 'node:zlib';
import { ERROR_CODES } from '@tod/domain/contracts';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testApp.ts';

/** A logger that keeps what it was asked to write at error level. */
function recordingLogger() {
  const errors: unknown[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => errors.push(JSON.parse(line)) });
  return { logger, errors };
}

describe('errorHandler: bodies the parser cannot read (issue 21.8)', () => {
  const recorded = recordingLogger();
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let server: Server;
  // A real socket and fetch: the body's bytes must reach the parser exactly as compressed.
  const post = (encoding: string, body: Buffer) =>
    fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contact-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      body: new Uint8Array(body),
    });
  beforeAll(async () => {
    app = await createTestApp({ logger: recorded.logger });
    server = app.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await app.dispose();
  });

  const valid = Buffer.from(JSON.stringify({ hello: 'world' }));
  const corrupt = (compressed: Buffer) => Buffer.concat([compressed.subarray(0, 6), Buffer.from('garbage-garbage-garbage')]);

  it.each([
    ['gzip', corrupt(gzipSync(valid))],
    ['deflate', corrupt(deflateSync(valid))],
    ['br', Buffer.from('definitely not brotli at all')],
  ])('answers a corrupt %s body with 400 malformed_json and logs no error', async (encoding, body) => {
    const response = await post(encoding, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe(ERROR_CODES.malformedJson);
    expect(recorded.errors).toEqual([]);
  });

  it('still reads a well-formed gzip body', async () => {
    const response = await post('gzip', gzipSync(Buffer.from('{}')));
    // Read and validated: the empty submission fails validation, not decoding.
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe(ERROR_CODES.validation);
  });
});
