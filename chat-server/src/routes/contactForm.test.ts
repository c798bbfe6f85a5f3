import { CONTACT_MESSAGES, ERROR_CODES, EXAMPLE_CONTACT_FORM_EXTRAS } from '@tod/domain/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../store/database.ts';
import { openPostgresTestDatabase } from '../store/testDatabases.ts';
import { createTestApp } from '../testApp.ts';
import { contactSubmission } from '../testing/hardeningFixtures.ts';

/** The shared fixture with every optional field the site's form sends, and a fresh submissionId per test. */
function validSubmission(overrides: Record<string, unknown> = {}) {
  return { ...contactSubmission(), ...EXAMPLE_CONTACT_FORM_EXTRAS, submissionDate: new Date().toISOString(), ...overrides };
}

async function counts(database: Database) {
  const submissions = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_submissions');
  const mails = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox');
  return { submissions: submissions.rows[0]?.n, mails: mails.rows[0]?.n };
}

describe('POST /api/contact-form', () => {
  let app: Express;
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ app, database, dispose } = await createTestApp({ config: { rateLimits: { contactPerWindow: 1000 } } }));
  });
  afterAll(() => dispose());

  it('stores and mails visitor fields without bidi controls or zero-width characters, and flags a look-alike city (issue 21.12)', async () => {
    const body = validSubmission({ name: 'Jordan\u202e Re\u200byes', city: 'B\u043eise' });
    expect((await request(app).post('/api/contact-form').send(body)).status).toBe(201);
    const stored = await database.query<{ payload: { name: string } }>('SELECT payload FROM contact_submissions WHERE submission_id = $1', [
      body.submissionId,
    ]);
    expect(stored.rows[0]?.payload.name).toBe('Jordan Reyes');
    const mail = await database.query<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM mail_outbox WHERE idempotency_key = $1',
      [`contact:${body.submissionId}`],
    );
    expect(mail.rows[0]?.text_body).toContain('Name: Jordan Reyes\n');
    expect(mail.rows[0]?.text_body).toMatch(/^WARNING: City mixes alphabets \(Latin \+ Cyrillic\)/m);
  });

  it('answers 201 {ok, submissionId}, stores the submission and queues one office mail', async () => {
    const before = await counts(database);
    const body = validSubmission();
    const response = await request(app).post('/api/contact-form').send(body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true, submissionId: body.submissionId });
    expect(await counts(database)).toEqual({ submissions: (before.submissions ?? 0) + 1, mails: (before.mails ?? 0) + 1 });
    const stored = await database.query<{ payload: { name: string; website?: string } }>(
      'SELECT payload FROM contact_submissions WHERE submission_id = $1',
      [body.submissionId],
    );
    expect(stored.rows[0]?.payload.name).toBe('Jordan Reyes');
    const mail = await database.query<{ to_address: string; status: string; idempotency_key: string }>(
      'SELECT to_address, status, idempotency_key FROM mail_outbox WHERE idempotency_key = $1',
      [`contact:${body.submissionId}`],
    );
    expect(mail.rows[0]).toEqual({
      to_address: 'office@doorlogic.example',
      status: 'pending',
      idempotency_key: `contact:${body.submissionId}`,
    });
  });

  it('issue 30: accepts an emergency with a past preferred date, keeping no date, and still refuses one that is not an emergency', async () => {
    const pastDate = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const emergency = validSubmission({ isEmergency: 'Yes', preferredDate: pastDate });
    expect((await request(app).post('/api/contact-form').send(emergency)).status).toBe(201);
    const stored = await database.query<{ payload: { isEmergency: string; preferredDate: string } }>(
      'SELECT payload FROM contact_submissions WHERE submission_id = $1',
      [emergency.submissionId],
    );
    expect(stored.rows[0]?.payload).toMatchObject({ isEmergency: 'Yes', preferredDate: '' });
    const mail = await database.query<{ text_body: string }>('SELECT text_body FROM mail_outbox WHERE idempotency_key = $1', [
      `contact:${emergency.submissionId}`,
    ]);
    expect(mail.rows[0]?.text_body).not.toContain(pastDate);

    const routine = await request(app)
      .post('/api/contact-form')
      .send(validSubmission({ isEmergency: 'No', preferredDate: pastDate }));
    expect(routine.status).toBe(400);
    expect(routine.body.fieldErrors).toEqual({ preferredDate: CONTACT_MESSAGES.preferredDate });
  });

  it('answers a repeated submission (same id and content, sent again later) the same and stores and queues nothing new', async () => {
    const body = validSubmission();
    const first = await request(app).post('/api/contact-form').send(body);
    const before = await counts(database);
    // A retry may come from another page, at another time, in another browser: the request is the same.
    const second = await request(app)
      .post('/api/contact-form')
      .send({ ...body, submissionDate: new Date(Date.now() + 5000).toISOString(), pathname: '/contact?again', userAgent: 'Other' });
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await counts(database)).toEqual(before);
  });

  it('answers 409 submission_conflict to another request that reuses a stored submissionId, and keeps the first (issue 37.7)', async () => {
    const body = validSubmission();
    expect((await request(app).post('/api/contact-form').send(body)).status).toBe(201);
    const before = await counts(database);
    const other = await request(app)
      .post('/api/contact-form')
      .send({ ...body, name: 'Someone Else', message: 'A different request that drew the same id.' });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: ERROR_CODES.submissionConflict, message: expect.any(String) });
    expect(await counts(database)).toEqual(before);
    const stored = await database.query<{ name: string }>(
      "SELECT payload->>'name' AS name FROM contact_submissions WHERE submission_id = $1",
      [body.submissionId],
    );
    expect(stored.rows).toEqual([{ name: body.name }]);
  });

  it('answers one of two different requests with one submissionId at once 201 and the other 409', async () => {
    const body = validSubmission();
    const responses = await Promise.all([
      request(app).post('/api/contact-form').send(body),
      request(app)
        .post('/api/contact-form')
        .send({ ...body, phone: '503-555-0199', message: 'Another visitor in the same millisecond.' }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
  });

  it('stores one submission when the same submissionId arrives several times at once', async () => {
    const body = validSubmission();
    const before = await counts(database);
    const responses = await Promise.all([1, 2, 3, 4].map(() => request(app).post('/api/contact-form').send(body)));
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    const after = await counts(database);
    expect(after).toEqual({ submissions: (before.submissions ?? 0) + 1, mails: (before.mails ?? 0) + 1 });
  });

  it('stores every one of many submissions arriving together, each with its own office mail', async () => {
    const bodies = Array.from({ length: 12 }, (_, index) =>
      validSubmission({ message: `Request number ${index + 1}, the door is stuck.` }),
    );
    const responses = await Promise.all(bodies.map((body) => request(app).post('/api/contact-form').send(body)));
    expect(responses.map((response) => response.status)).toEqual(bodies.map(() => 201));
    const ids = JSON.stringify(bodies.map((body) => body.submissionId));
    const stored = await database.query<{ submission_id: string; message: string }>(
      `SELECT submission_id, payload->>'message' AS message FROM contact_submissions WHERE submission_id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
      [ids],
    );
    expect(new Map(stored.rows.map((row) => [row.submission_id, row.message]))).toEqual(
      new Map(bodies.map((body) => [body.submissionId, body.message])),
    );
    const mails = await database.query<{ idempotency_key: string; text_body: string }>(
      `SELECT idempotency_key, text_body FROM mail_outbox WHERE idempotency_key IN (SELECT 'contact:' || jsonb_array_elements_text($1::jsonb))`,
      [ids],
    );
    expect(mails.rows).toHaveLength(12);
    for (const body of bodies) {
      expect(mails.rows.find((mail) => mail.idempotency_key === `contact:${body.submissionId}`)?.text_body).toContain(body.message);
    }
  });

  it('answers 201 to a filled honeypot but stores and sends nothing', async () => {
    const before = await counts(database);
    const body = validSubmission({ website: 'http://spam.example' });
    const response = await request(app).post('/api/contact-form').send(body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true, submissionId: body.submissionId });
    expect(await counts(database)).toEqual(before);
  });

  const invalidFields: [field: string, value: unknown, message: string][] = [
    ['name', 'J', CONTACT_MESSAGES.name],
    ['email', 'not-an-email', CONTACT_MESSAGES.email],
    ['phone', '555-01', CONTACT_MESSAGES.phone],
    ['streetAddress', 'ab', CONTACT_MESSAGES.streetAddress],
    ['city', 'P', CONTACT_MESSAGES.city],
    ['state', 'TX', CONTACT_MESSAGES.state],
    ['postalCode', '9720', CONTACT_MESSAGES.zipCode],
    ['userType', 'alien', CONTACT_MESSAGES.userType],
    ['isEmergency', 'maybe', CONTACT_MESSAGES.isEmergency],
    ['serviceType', '', CONTACT_MESSAGES.serviceType],
    ['preferredDate', '2000-01-01', CONTACT_MESSAGES.preferredDate],
    ['preferredTime', 'midnight', CONTACT_MESSAGES.preferredTime],
    ['message', 'too short', CONTACT_MESSAGES.message],
    ['requestType', 'Gossip', CONTACT_MESSAGES.requestType],
  ];
  for (const [field, value, message] of invalidFields) {
    it(`answers 400 with '${message}' when ${field} is ${JSON.stringify(value)}`, async () => {
      const before = await counts(database);
      const response = await request(app)
        .post('/api/contact-form')
        .send(validSubmission({ [field]: value }));
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation_failed');
      expect(typeof response.body.message).toBe('string');
      expect(response.body.fieldErrors).toEqual({ [field]: message });
      expect(await counts(database)).toEqual(before);
    });
  }

  it('answers 400 naming every missing required field', async () => {
    const response = await request(app).post('/api/contact-form').send({});
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fieldErrors)).toEqual(
      expect.arrayContaining([
        'submissionId',
        'name',
        'email',
        'phone',
        'message',
        'streetAddress',
        'city',
        'state',
        'postalCode',
        'userType',
        'isEmergency',
        'serviceType',
        'preferredTime',
        'requestType',
      ]),
    );
  });

  it('answers 400 when the submissionId does not follow DL-<timestamp><0..999>', async () => {
    const response = await request(app)
      .post('/api/contact-form')
      .send(validSubmission({ submissionId: 'XX-1' }));
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toHaveProperty('submissionId');
  });

  it('answers 400 malformed_json to a body that is not JSON', async () => {
    const response = await request(app).post('/api/contact-form').set('Content-Type', 'application/json').send('{"name": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: expect.any(String), code: 'malformed_json' });
  });

  it('answers 413 payload_too_large to a body over 64 KB', async () => {
    const response = await request(app)
      .post('/api/contact-form')
      .send(validSubmission({ message: 'x'.repeat(70 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: expect.any(String), code: 'payload_too_large' });
  });

  it('answers 415 unsupported_media_type to a form-encoded body', async () => {
    const response = await request(app).post('/api/contact-form').type('form').send('name=Jordan');
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: expect.any(String), code: 'unsupported_media_type' });
  });
});

describe('POST /api/contact-form rate limit', () => {
  it('answers 429 with Retry-After and the error shape once an IP exceeds its limit', async () => {
    const { app, dispose } = await createTestApp({ config: { rateLimits: { contactPerWindow: 2 } } });
    try {
      expect((await request(app).post('/api/contact-form').send(validSubmission())).status).toBe(201);
      expect((await request(app).post('/api/contact-form').send(validSubmission())).status).toBe(201);
      const limited = await request(app).post('/api/contact-form').send(validSubmission());
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.body).toEqual({ message: expect.any(String), code: 'rate_limited' });
    } finally {
      await dispose();
    }
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('POST /api/contact-form on Postgres', () => {
  it('stores one submission and queues one mail when the same submissionId races on several connections', async () => {
    const { database, dispose: disposeDatabase } = await openPostgresTestDatabase(postgresUrl as string);
    const { app, dispose } = await createTestApp({ database, config: { rateLimits: { contactPerWindow: 1000 } } });
    try {
      const body = validSubmission();
      const responses = await Promise.all([1, 2, 3, 4, 5, 6].map(() => request(app).post('/api/contact-form').send(body)));
      expect(new Set(responses.map((response) => response.status))).toEqual(new Set([201]));
      expect(await counts(database)).toEqual({ submissions: 1, mails: 1 });
    } finally {
      await dispose();
      await disposeDatabase();
    }
  });
});
