import { ERROR_CODES } from '@tod/domain/contracts';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testApp.ts';
import { chatBody, escalationBody } from '../testing/hardeningFixtures.ts';
import { errorHandler } from './errorHandler.ts';
import { normalizeBody } from './normalizeBody.ts';

const SESSION = 'normalise_0123456789abcdefghij';

function echoApp() {
  const app = express();
  app.use(express.json(), normalizeBody());
  app.post('/echo', (req, res) => {
    res.json(req.body);
  });
  app.use(errorHandler(pino({ level: 'silent' })));
  return app;
}

describe('normalizeBody', () => {
  it.each(['\u0000', '\u0007', '\u007f', '\u0085', '\u202e', '\u200b'])(
    'refuses an id holding U+%s with 400 validation_failed',
    async (character) => {
      for (const field of ['sessionId', 'submissionId']) {
        const response = await request(echoApp())
          .post('/echo')
          .send({ [field]: `${SESSION}${character}` });
        expect(response.status).toBe(400);
        expect(response.body.code).toBe(ERROR_CODES.validation);
        expect(Object.keys(response.body.fieldErrors)).toEqual([field]);
      }
    },
  );

  it('hands later middleware a storable body (NUL dropped, lone surrogates replaced)', async () => {
    const response = await request(echoApp()).post('/echo').type('json').send('{"sessionId":"ok_id","message":"a\\u0000b\\ud800"}');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ sessionId: 'ok_id', message: 'ab\ufffd' });
  });

  it('leaves bodies that are not objects to the route', async () => {
    const response = await request(echoApp()).post('/echo').send([1, 'x']);
    expect(response.body).toEqual([1, 'x']);
  });
});

describe('per-session limits with a control character in the sessionId (issue 21.7)', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({ abuseLimits: { chatPerSessionPerMinute: 2, escalationsPerSession: 1, escalationsPerIpPerHour: 100 } });
  });
  afterAll(async () => app.dispose());

  it('refuses a chat turn whose sessionId ends in NUL instead of skipping the session limit', async () => {
    const forged = chatBody('My spring snapped', `${SESSION}\u0000`);
    for (let i = 0; i < 4; i += 1) {
      const response = await request(app.app).post('/api/chat').send(forged);
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors.sessionId).toBeDefined();
    }
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await request(app.app).post('/api/chat').send(chatBody('hello', SESSION))).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('refuses an escalation whose sessionId ends in NUL, so the per-session mail limit holds', async () => {
    const session = `${SESSION}_escalate`;
    const forged = await request(app.app)
      .post('/api/escalations')
      .send(escalationBody(`${session}\u0000`));
    expect(forged.status).toBe(400);
    expect((await request(app.app).post('/api/escalations').send(escalationBody(session))).status).toBe(201);
    expect((await request(app.app).post('/api/escalations').send(escalationBody(session))).status).toBe(429);
  });
});
