import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUpstreamThrottle } from '../geo/upstreamThrottle.ts';
import { errorHandler } from '../http/errorHandler.ts';
import { createTestApp } from '../testApp.ts';
import { GEO_USER_AGENT, geoRoutes } from './geo.ts';

type Reply = (req: IncomingMessage, res: ServerResponse) => void;

const boise = {
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0.',
  address: { city: 'Boise', county: 'Ada County', state: 'Idaho', country_code: 'us', road: 'Main St', postcode: '83702' },
  display_name: '123 Main St',
};

let server: Server;
let upstreamUrl: string;
let reply: Reply;
const seen: { url: string; userAgent: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', userAgent: req.headers['user-agent'] });
    reply(req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  upstreamUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/reverse`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  seen.length = 0;
  reply = (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(boise));
});

function geoApp(options: { timeoutMs?: number; maxWaiting?: number; minIntervalMs?: number } = {}) {
  const app = express();
  const logger = pino({ level: 'silent' });
  app.use(
    geoRoutes({
      upstreamUrl,
      logger,
      timeoutMs: options.timeoutMs ?? 2000,
      throttle: createUpstreamThrottle({ minIntervalMs: options.minIntervalMs ?? 0, maxWaiting: options.maxWaiting ?? 5 }),
    }),
  );
  app.use(errorHandler(logger));
  return app;
}

const query = '/api/geo/reverse?format=json&lat=43.61501&lon=-116.20231&zoom=18&addressdetails=1';

describe('GET /api/geo/reverse', () => {
  it('forwards the rounded SPEC query with its own User-Agent and answers only the address fields and licence', async () => {
    const response = await request(geoApp()).get(query).expect(200);
    expect(response.body).toEqual({
      licence: boise.licence,
      address: { city: 'Boise', county: 'Ada County', state: 'Idaho', country_code: 'us' },
    });
    expect(seen).toEqual([{ url: '/reverse?format=json&lat=43.615&lon=-116.202&zoom=18&addressdetails=1', userAgent: GEO_USER_AGENT }]);
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('answers nearby coordinates from the cache without asking again', async () => {
    const app = geoApp();
    await request(app).get(query).expect(200);
    await request(app).get('/api/geo/reverse?format=json&lat=43.6149&lon=-116.2024&zoom=18&addressdetails=1').expect(200);
    expect(seen).toHaveLength(1);
  });

  it('asks once for concurrent requests of the same place', async () => {
    const app = geoApp();
    await Promise.all([request(app).get(query).expect(200), request(app).get(query).expect(200)]);
    expect(seen).toHaveLength(1);
  });

  it.each([
    ['a missing lat', '/api/geo/reverse?lon=1', 'lat'],
    ['a latitude beyond 90', '/api/geo/reverse?lat=91&lon=1', 'lat'],
    ['a longitude that is not a number', '/api/geo/reverse?lat=1&lon=east', 'lon'],
    ['another format', '/api/geo/reverse?format=xml&lat=1&lon=1', 'format'],
    ['a zoom above 18', '/api/geo/reverse?lat=1&lon=1&zoom=19', 'zoom'],
  ])('answers 400 with the field error for %s', async (_label, path, field) => {
    const response = await request(geoApp()).get(path).expect(400);
    expect(response.body).toMatchObject({ code: 'validation_failed', fieldErrors: { [field]: expect.any(String) } });
    expect(seen).toHaveLength(0);
  });

  it('answers 502 with the error shape when the geocoder fails, and caches nothing', async () => {
    reply = (_req, res) => res.writeHead(503).end('down');
    const app = geoApp();
    const response = await request(app).get(query).expect(502);
    expect(response.body).toEqual({ message: 'The location lookup is unavailable right now.', code: 'upstream_failed' });
    reply = (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(boise));
    await request(app).get(query).expect(200);
  });

  it('answers 502 when the geocoder sends something that is not JSON', async () => {
    reply = (_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>');
    await request(geoApp()).get(query).expect(502);
  });

  it('answers 502 when the geocoder cannot be reached', async () => {
    const app = express();
    const logger = pino({ level: 'silent' });
    app.use(
      geoRoutes({
        upstreamUrl: 'http://127.0.0.1:9/reverse',
        logger,
        throttle: createUpstreamThrottle({ minIntervalMs: 0, maxWaiting: 1 }),
      }),
    );
    app.use(errorHandler(logger));
    await request(app).get(query).expect(502);
  });

  it('answers 504 when the geocoder does not answer in time', async () => {
    reply = () => {};
    const response = await request(geoApp({ timeoutMs: 50 }))
      .get(query)
      .expect(504);
    expect(response.body).toEqual({ message: 'The location lookup took too long.', code: 'upstream_timeout' });
  });

  it('answers 429 with Retry-After instead of queueing beyond the limit', async () => {
    const app = geoApp({ minIntervalMs: 60_000, maxWaiting: 0 });
    await request(app).get(query).expect(200);
    const response = await request(app).get('/api/geo/reverse?lat=44&lon=-120').expect(429);
    expect(response.body.code).toBe('rate_limited');
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('is mounted by createApp with the configured REVERSE_GEOCODE_URL', async () => {
    const { app, dispose } = await createTestApp({ config: { reverseGeocodeUrl: upstreamUrl } });
    try {
      const response = await request(app).get(query).expect(200);
      expect(response.body.address.city).toBe('Boise');
    } finally {
      await dispose();
    }
  });
});
