import { ERROR_CODES, errorBodySchema } from '@tod/domain/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './testApp.ts';
import { chatBody, contactSubmission, escalationBody, testSessionId } from './testing/hardeningFixtures.ts';

describe('the database becomes unavailable', () => {
  it('fails /api/ready and answers every storing request 503 service_unavailable with the error shape and Retry-After, while /api/health still answers', async () => {
    const { app, database, dispose } = await createTestApp({ config: { rateLimits: { contactPerWindow: 1000 } } });
    try {
      expect((await request(app).get('/api/ready')).status).toBe(200);
      await database.close();

      const ready = await request(app).get('/api/ready');
      expect(ready.status).toBe(503);
      expect(errorBodySchema.strict().parse(ready.body).code).toBe(ERROR_CODES.unavailable);
      expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
      expect((await request(app).get('/api/health')).status).toBe(200);

      const sessionId = testSessionId('db_down');
      const requests = [
        request(app).post('/api/contact-form').send(contactSubmission()),
        request(app).post('/api/chat').send(chatBody('My spring snapped', sessionId)),
        request(app).post('/api/chat/stream').send(chatBody('My spring snapped', sessionId)),
      ];
      for (const response of await Promise.all(requests)) {
        expect(response.status, response.text).toBe(503);
        expect(errorBodySchema.strict().parse(response.body)).toEqual({ message: expect.any(String), code: ERROR_CODES.unavailable });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      const escalation = await request(app)
        .post('/api/escalations')
        .send(escalationBody(sessionId, [{ role: 'user', content: 'help' }]));
      expect(escalation.status).toBe(503);
      expect(escalation.body).toMatchObject({ success: false, code: ERROR_CODES.unavailable });
      expect(Number(escalation.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await dispose();
    }
  });
});
