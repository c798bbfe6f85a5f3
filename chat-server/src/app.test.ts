import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './store/database.ts';
import { openMemoryTestDatabase } from './store/testDatabases.ts';
import { createTestApp } from './testApp.ts';

describe('createApp', () => {
  let app: Express;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ app, dispose } = await createTestApp({ config: { corsOrigins: ['http://localhost:4301'] } }));
  });
  afterAll(() => dispose());

  it('answers GET /api/health with 200 {ok:true}', async () => {
    const response = await request(app).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
  });

  it('answers GET /api/ready with 200 while storage answers', async () => {
    const response = await request(app).get('/api/ready');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      ok: true,
      degraded: [],
      rateLimits: { store: 'memory', state: 'ok' },
      mail: { pending: 0, failed: 0 },
    });
  });

  it('answers unknown /api routes with a JSON 404 in the error shape', async () => {
    for (const [method, path] of [
      ['get', '/api/nothing-here'],
      ['post', '/api/nothing-here'],
      ['get', '/api'],
    ] as const) {
      const response = await request(app)[method](path);
      expect(response.status).toBe(404);
      expect(response.type).toBe('application/json');
      expect(response.body).toEqual({ message: expect.any(String), code: 'not_found' });
    }
  });

  it('answers a GET on a POST-only route with a JSON 404', async () => {
    const response = await request(app).get('/api/contact-form');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('not_found');
  });

  it('allows an allow-listed origin with CORS headers', async () => {
    const response = await request(app).get('/api/health').set('Origin', 'http://localhost:4301');
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:4301');
  });

  it('answers a preflight from an allow-listed origin with the allowed method and header', async () => {
    const response = await request(app)
      .options('/api/contact-form')
      .set('Origin', 'http://localhost:4301')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:4301');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    expect(response.headers['access-control-allow-headers']?.toLowerCase()).toContain('content-type');
  });

  it('refuses a request from an origin not on the list with 403 origin_not_allowed, readable by the page', async () => {
    const response = await request(app).post('/api/contact-form').set('Origin', 'https://evil.example').send({});
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: expect.any(String), code: 'origin_not_allowed' });
    // The widget on that page reads the refusal and shows it; the refusal carries no data.
    expect(response.headers['access-control-allow-origin']).toBe('https://evil.example');
  });

  it('answers the preflight of an origin not on the list without doing anything, so the refusal can be read', async () => {
    const response = await request(app)
      .options('/api/contact-form')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://evil.example');
    expect(response.text).toBe('');
  });

  it("allows the server's own origin without listing it", async () => {
    const response = await request(app).get('/api/health').set('Host', 'shop.example:8080').set('Origin', 'http://shop.example:8080');
    expect(response.status).toBe(200);
  });

  it('sends helmet headers with a referrer policy that keeps the origin and a CSP without unsafe-inline scripts', async () => {
    const response = await request(app).get('/api/health');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers['content-security-policy'] ?? '')?.[1];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('GET /api/ready without storage', () => {
  it('answers 503 service_unavailable when the database cannot be reached', async () => {
    const { database: closed, dispose: disposeDatabase } = await openMemoryTestDatabase();
    await disposeDatabase();
    const { app, dispose } = await createTestApp({ database: closed as Database });
    const response = await request(app).get('/api/ready');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: expect.any(String), code: 'service_unavailable' });
    await dispose();
  });
});
