import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync, gzipSync } from 'node:zlib';
import { ERROR_CODES } from '@tod/domain/contracts';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageUnavailableError } from '../store/storageUnavailable.ts';
import { createTestApp } from '../testApp.ts';
import { errorHandler } from './errorHandler.ts';
import { HttpError } from './httpError.ts';

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

describe('errorHandler: every 503 says when to try again (issue 37.12)', () => {
  const appFailingWith = (error: unknown) => {
    const app = express();
    app.get('/api/x', () => {
      throw error;
    });
    app.use(errorHandler(pino({ level: 'silent' })));
    return app;
  };

  it.each([
    ['a storage outage', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['the open storage breaker', new StorageUnavailableError()],
    ['a 503 raised without headers', new HttpError(503, ERROR_CODES.unavailable, 'down')],
  ])('answers %s with 503 and Retry-After', async (_name, error) => {
    const response = await request(appFailingWith(error)).get('/api/x');
    expect(response.status).toBe(503);
    expect(response.body.code).toBe(ERROR_CODES.unavailable);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps the Retry-After a 503 sets itself', async () => {
    const response = await request(appFailingWith(new HttpError(503, ERROR_CODES.unavailable, 'down', { 'Retry-After': '30' }))).get(
      '/api/x',
    );
    expect(response.headers['retry-after']).toBe('30');
  });
});
