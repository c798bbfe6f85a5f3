import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailOutbox } from '../mail/outbox.ts';
import { PENDING_AGE_ALERT_SECONDS } from '../mail/outboxHealth.ts';
import { createTestApp } from '../testApp.ts';
import type { ReadyBody } from './health.ts';

describe('GET /api/ready: the outbox (issue 21.4)', () => {
  const now = new Date('2026-11-25T12:00:00.000Z');
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({ clock: { now: () => now } });
  });
  afterAll(async () => app.dispose());

  async function queueMail(key: string, queuedAt: Date) {
    const outbox = createMailOutbox({ officeAddress: 'office@doorlogic.example', clock: { now: () => queuedAt } });
    await app.database.transaction((tx) => outbox.enqueueOfficeMail(tx, { key, subject: 's', text: 't' }));
  }

  it('reports no degradation with an empty outbox', async () => {
    const body = (await request(app.app).get('/api/ready')).body as ReadyBody;
    expect(body).toMatchObject({ ok: true, degraded: [], mail: { pending: 0, failed: 0, oldestPendingSeconds: 0 } });
  });

  it('reports the age of the oldest pending mail, and mail as degraded once it waits too long', async () => {
    await queueMail('ready-old', new Date(now.getTime() - (PENDING_AGE_ALERT_SECONDS + 60) * 1000));
    await queueMail('ready-new', now);
    const response = await request(app.app).get('/api/ready');
    expect(response.status).toBe(200);
    const body = response.body as ReadyBody;
    expect(body.mail).toMatchObject({ pending: 2, failed: 0, oldestPendingSeconds: PENDING_AGE_ALERT_SECONDS + 60 });
    expect(body.degraded).toEqual(['mail']);
  });

  it('reports failed mail with the last error', async () => {
    await app.database.query(
      "UPDATE mail_outbox SET status = 'failed', last_error = '550 No such user' WHERE idempotency_key = 'ready-old'",
    );
    const body = (await request(app.app).get('/api/ready')).body as ReadyBody;
    expect(body.mail).toMatchObject({ pending: 1, failed: 1, oldestPendingSeconds: 0, lastError: '550 No such user' });
    expect(body.degraded).toEqual(['mail']);
  });
});
