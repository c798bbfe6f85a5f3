import { ERROR_CODES, errorBodySchema, escalationResultSchema } from '@tod/domain';
import express, { type Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../http/errorHandler.ts';
import { createMailOutbox } from '../mail/outbox.ts';
import type { Database } from '../store/database.ts';
import { createTestApp } from '../testApp.ts';
import { escalationRoutes } from './escalations.ts';

function escalation(sessionId: string, overrides: Record<string, unknown> = {}) {
  return {
    sessionId,
    session: {
      conversationCount: 3,
      leadData: { name: 'Kim <b>Park</b>', city: 'Boise', issue: 'Door off track', urgency: 'emergency' },
      phone: '(208) 555-0123',
    },
    messages: [
      { role: 'user', content: 'door came off the track <script>x</script>', timestamp: '2026-11-21T23:00:00.000Z' },
      { role: 'assistant', content: 'Safety first: keep everyone away from the door.', timestamp: 1763766000000 },
    ],
    region: 'idaho',
    ...overrides,
  };
}

describe('POST /api/escalations', () => {
  let app: Express;
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ app, database, dispose } = await createTestApp());
  });
  afterAll(() => dispose());

  it('stores the escalation and queues one office mail with the escaped transcript and the lead', async () => {
    const response = await request(app).post('/api/escalations').send(escalation('escalate_1234_0123456789abcdef'));
    expect(response.status).toBe(201);
    const result = escalationResultSchema.parse(response.body);
    if (!result.success) throw new Error('expected success');
    expect(result.submissionId).toMatch(/^ESC-\d+-[0-9a-f]{6}$/);
    expect(result.internalEmailId).toBe(`escalation:${result.submissionId}`);
    const stored = await database.query<{ session_id: string; region: string; lead: Record<string, string> }>(
      'SELECT session_id, region, lead FROM escalations WHERE id = $1',
      [result.submissionId],
    );
    expect(stored.rows[0]).toMatchObject({
      session_id: 'escalate_1234_0123456789abcdef',
      region: 'idaho',
      lead: { name: 'Kim <b>Park</b>', phone: '(208) 555-0123' },
    });
    const mails = await database.query<{ subject: string; text_body: string; html_body: string; to_address: string }>(
      'SELECT subject, text_body, html_body, to_address FROM mail_outbox WHERE idempotency_key = $1',
      [result.internalEmailId],
    );
    expect(mails.rows).toHaveLength(1);
    const mail = mails.rows[0]!;
    expect(mail.subject).toBe(`[EMERGENCY] Chat escalation ${result.submissionId}: visitor asked for a human (Boise)`);
    expect(mail.text_body).toContain('Phone: (208) 555-0123');
    expect(mail.text_body).toContain('Visitor: door came off the track <script>x</script>');
    expect(mail.html_body).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html_body).toContain('Kim &lt;b&gt;Park&lt;/b&gt;');
    expect(mail.html_body).not.toContain('<script>');
  });

  it('completes the lead from what the chat stored for the session', async () => {
    await request(app)
      .post('/api/chat')
      .send({
        message: "I'm Omar, 503-555-0177, my spring broke",
        sessionId: 'escalate_5678_0123456789abcdef',
        context: { conversationHistory: [], userRegion: 'portland-metro' },
      });
    const response = await request(app)
      .post('/api/escalations')
      .send(
        escalation('escalate_5678_0123456789abcdef', {
          session: { conversationCount: 1 },
          messages: [{ role: 'user', content: 'talk to a human please' }],
          region: 'portland-metro',
        }),
      );
    const result = escalationResultSchema.parse(response.body);
    if (!result.success) throw new Error('expected success');
    const mail = await database.query<{ text_body: string }>('SELECT text_body FROM mail_outbox WHERE idempotency_key = $1', [
      result.internalEmailId,
    ]);
    expect(mail.rows[0]!.text_body).toContain('Name: Omar');
    expect(mail.rows[0]!.text_body).toContain('Phone: (503) 555-0177');
  });

  it.each([
    ['a bad sessionId', escalation('bad id')],
    ['an unknown region', escalation('escalate_9999_0123456789abcdef', { region: 'atlantis' })],
    ['messages that are not a list', escalation('escalate_9999_0123456789abcdef', { messages: 'hello' })],
    ['a missing session', { sessionId: 'escalate_9999_0123456789abcdef', messages: [], region: 'salem' }],
  ])('answers 400 with the error shape for %s', async (_label, payload) => {
    const response = await request(app).post('/api/escalations').send(payload);
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body).code).toBe(ERROR_CODES.validation);
  });

  it('answers {success: false, error} with 503 when storage fails', async () => {
    const clock = { now: () => new Date() };
    const logger = pino({ level: 'silent' });
    const broken: Database = {
      dialect: 'pglite',
      query: async () => {
        throw new Error('database down');
      },
      transaction: async () => {
        throw new Error('database down');
      },
      close: async () => {},
    };
    const failingApp = express();
    failingApp.use(express.json());
    failingApp.use(
      escalationRoutes({ database: broken, mail: createMailOutbox({ officeAddress: 'office@example.com', clock }), clock, logger }),
    );
    failingApp.use(errorHandler(logger));
    const response = await request(failingApp).post('/api/escalations').send(escalation('escalate_0000_0123456789abcdef'));
    expect(response.status).toBe(503);
    expect(escalationResultSchema.parse(response.body)).toEqual({
      success: false,
      error: 'The service is temporarily unavailable. Please try again shortly.',
    });
    expect(errorBodySchema.parse(response.body).code).toBe(ERROR_CODES.unavailable);
  });
});
