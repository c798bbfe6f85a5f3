import { ERROR_CODES, NOTE_MAX_CHARS } from '@tod/domain/contracts';
import { ADMIN_COPY } from '@tod/domain/facts';
import type { Express, Router } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../store/database.ts';
import { testDatabaseFactories } from '../store/testDatabases.ts';
import { createTestApp } from '../testApp.ts';
import { adminRoutes } from './adminRoutes.ts';
import { createInboxEventBus } from './inboxEvents.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions.ts';
import { disableStaff } from './staffAccounts.ts';
import { addTestStaff, InboxClient, insertChatLead, insertContactRequest, itemIdOf, TEST_PASSWORD } from './testing.ts';

/** Every method and path the admin router declares, read from the router itself. */
function declaredRoutes(router: Router): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  for (const layer of router.stack) {
    const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
    if (!route) continue;
    for (const method of Object.keys(route.methods)) routes.push({ method, path: route.path });
  }
  return routes;
}

describe('the office inbox API: security', () => {
  let app: Express;
  let database: Database;
  let dispose: () => Promise<void>;
  let now = new Date('2026-11-25T10:00:00Z');
  let salemLead: number;
  let portlandLead: number;

  beforeAll(async () => {
    ({ app, database, dispose } = await createTestApp({ clock: { now: () => now }, config: { trustProxy: false } }));
    await addTestStaff(database, 'owner@example.com', 'owner', ['portland-metro', 'salem', 'sw-washington', 'idaho', 'nationwide']);
    await addTestStaff(database, 'salem@example.com', 'dispatcher', ['salem']);
    await addTestStaff(database, 'portland@example.com', 'dispatcher', ['portland-metro']);
    salemLead = await itemIdOf(
      database,
      await insertChatLead(database, { region: 'salem', name: 'Ann Lee', phone: '(503) 555-0101', city: 'Salem', issue: 'Spring broke' }),
    );
    portlandLead = await itemIdOf(
      database,
      await insertChatLead(database, {
        region: 'portland-metro',
        name: 'Bo Ray',
        phone: '(503) 555-0102',
        city: 'Portland',
        issue: 'Off track',
      }),
    );
  });
  afterAll(async () => dispose());

  it('answers 401 without a session on every route the router declares (but sign-in)', async () => {
    const router = adminRoutes({
      database,
      clock: { now: () => now },
      logger: pino({ level: 'silent' }),
      events: createInboxEventBus(database),
    });
    const routes = declaredRoutes(router).filter((route) => !(route.method === 'post' && route.path === '/api/admin/session'));
    expect(routes.length).toBeGreaterThanOrEqual(12);
    for (const route of routes) {
      const path = route.path.replace(':id', String(salemLead));
      const client = new InboxClient(app);
      const response = await client.send(route.method as 'get', path).send(route.method === 'get' ? undefined : {});
      expect({ route, status: response.status, code: response.body.code }).toEqual({
        route,
        status: 401,
        code: ERROR_CODES.unauthenticated,
      });
    }
  });

  it('answers 401 with a made-up session cookie', async () => {
    const client = new InboxClient(app);
    client.cookie = 'tod_admin=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect((await client.send('get', '/api/admin/items')).status).toBe(401);
  });

  it('signs in with a session cookie that is HttpOnly, Secure, SameSite=Strict and Path=/', async () => {
    const client = new InboxClient(app);
    const response = await client.signIn('salem@example.com');
    expect(response.status).toBe(200);
    expect(response.body.staff).toMatchObject({ email: 'salem@example.com', role: 'dispatcher', regions: ['salem'] });
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('tod_admin='));
    const flags = cookie?.split(';').map((part) => part.trim().toLowerCase()) ?? [];
    expect(flags).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/']));
    const hint = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('tod_admin_signed_in='));
    expect(hint?.split(';')[0]).toBe('tod_admin_signed_in=1');
    expect(hint?.toLowerCase()).not.toContain('httponly');
  });

  it('leaves Secure off only on plain-HTTP localhost', async () => {
    const client = new InboxClient(app, 'localhost:3000');
    const response = await client.signIn('salem@example.com');
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('tod_admin='));
    expect(cookie?.toLowerCase()).not.toContain('secure');
    expect(cookie?.toLowerCase()).toContain('httponly');
  });

  it('answers a wrong password and an unknown email alike: 401 invalid_credentials', async () => {
    const wrong = await new InboxClient(app).signIn('salem@example.com', 'not the password');
    const unknown = await new InboxClient(app).signIn('nobody@example.com', 'not the password');
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe(ERROR_CODES.invalidCredentials);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('tells a disabled account so only when its own password was typed; a wrong one is answered as any', async () => {
    await addTestStaff(database, 'gone@example.com', 'dispatcher', ['salem']);
    await disableStaff(database, 'gone@example.com', now);
    const right = await new InboxClient(app).signIn('gone@example.com');
    expect([right.status, right.body.code, right.body.message]).toEqual([403, ERROR_CODES.accountDisabled, ADMIN_COPY.accountDisabled]);
    expect(right.headers['set-cookie']).toBeUndefined();
    const wrong = await new InboxClient(app).signIn('gone@example.com', 'not the password');
    const unknown = await new InboxClient(app).signIn('nobody-at-all@example.com', 'not the password');
    expect([wrong.status, wrong.body]).toEqual([401, unknown.body]);
  });

  it('answers the 6th wrong password with 429 and Retry-After, for known and unknown emails', async () => {
    for (const email of ['portland@example.com', 'ghost@example.com']) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await new InboxClient(app).signIn(email, 'wrong password')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const throttled = await new InboxClient(app).signIn(email, TEST_PASSWORD);
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      expect(throttled.body.code).toBe(ERROR_CODES.rateLimited);
    }
  });

  it('refuses sign-in from a foreign Origin with 403', async () => {
    const response = await request(app)
      .post('/api/admin/session')
      .set('Host', 'inbox.test')
      .set('Origin', 'http://evil.test')
      .send({ email: 'salem@example.com', password: TEST_PASSWORD });
    expect(response.status).toBe(403);
  });

  it('refuses a state change without the CSRF token, with a wrong one, or from a foreign Origin (403)', async () => {
    const client = new InboxClient(app);
    await client.signIn('salem@example.com');
    const path = `/api/admin/items/${salemLead}`;
    const noToken = await client.send('patch', path).unset('X-CSRF-Token').send({ status: 'contacted' });
    const wrongToken = await client.send('patch', path).set('X-CSRF-Token', 'x'.repeat(43)).send({ status: 'contacted' });
    const foreign = await client.send('patch', path).set('Origin', 'http://evil.test').send({ status: 'contacted' });
    const noOrigin = await client.send('patch', path).unset('Origin').send({ status: 'contacted' });
    expect([noToken.status, wrongToken.status, foreign.status, noOrigin.status]).toEqual([403, 403, 403, 403]);
    const detail = await client.send('get', path);
    expect(detail.body.item.status).toBe('new');
    const ok = await client.send('patch', path).send({ status: 'contacted' });
    expect(ok.status).toBe(200);
    expect(ok.body.item.status).toBe('contacted');
  });

  it('makes the session the browser had before signing in invalid after it', async () => {
    const client = new InboxClient(app);
    await client.signIn('salem@example.com');
    const before = client.cookie;
    await client.signIn('salem@example.com');
    expect(client.cookie).not.toBe(before);
    const old = new InboxClient(app);
    old.cookie = before;
    expect((await old.send('get', '/api/admin/session')).status).toBe(401);
    expect((await client.send('get', '/api/admin/session')).status).toBe(200);
  });

  it("answers another region's item by id as not found, and never lists it", async () => {
    const client = new InboxClient(app);
    await client.signIn('salem@example.com');
    expect((await client.send('get', `/api/admin/items/${portlandLead}`)).status).toBe(404);
    expect((await client.send('patch', `/api/admin/items/${portlandLead}`).send({ status: 'closed' })).status).toBe(404);
    expect((await client.send('post', `/api/admin/items/${portlandLead}/notes`).send({ text: 'hi' })).status).toBe(404);
    expect((await client.send('get', '/api/admin/items?region=portland-metro')).status).toBe(403);
    const list = await client.send('get', '/api/admin/items?q=Bo');
    expect(list.body.items).toEqual([]);
    const csv = await client.send('get', '/api/admin/export.csv');
    expect(csv.text).not.toContain('Bo Ray');
    expect(csv.text).toContain('Ann Lee');
  });

  it('lists the staff who share a region with their regions and name, and Mine as the one asking’s items', async () => {
    const client = new InboxClient(app);
    await client.signIn('salem@example.com');
    const staff = await client.send('get', '/api/admin/staff');
    expect(staff.status).toBe(200);
    const byEmail = Object.fromEntries(staff.body.staff.map((member: { email: string }) => [member.email, member]));
    expect(byEmail['salem@example.com']).toMatchObject({ regions: ['salem'], name: null });
    expect(byEmail['owner@example.com']?.regions).toContain('idaho');
    expect(byEmail['portland@example.com']).toBeUndefined();
    const salemId = byEmail['salem@example.com'].id as number;
    expect((await client.send('get', '/api/admin/items?assignee=me')).body.items).toEqual([]);
    await client.send('patch', `/api/admin/items/${salemLead}`).send({ assigneeId: salemId });
    const mine = await client.send('get', '/api/admin/items?assignee=me');
    expect(mine.body.items.map((item: { id: number; assigneeName: string }) => [item.id, item.assigneeName])).toEqual([
      [salemLead, 'salem@example.com'],
    ]);
    expect((await client.send('get', '/api/admin/items?assignee=none')).body.items.map((item: { id: number }) => item.id)).not.toContain(
      salemLead,
    );
    expect((await client.send('get', '/api/admin/items?assignee=someone')).status).toBe(400);
    const csv = await client.send('get', '/api/admin/export.csv?assignee=me');
    expect(csv.text).toContain(',salem@example.com,Ann Lee,');
    await client.send('patch', `/api/admin/items/${salemLead}`).send({ assigneeId: null });
  });

  it('gives the rows of a few items by id, only of one’s regions, without auditing a transcript view', async () => {
    const client = new InboxClient(app);
    await client.signIn('salem@example.com');
    const audited = async () =>
      Number((await database.query<{ n: string }>(`SELECT count(*) AS n FROM audit_log WHERE action = 'view_transcript'`)).rows[0]?.n);
    const before = await audited();
    const response = await client.send('get', `/api/admin/item-summaries?ids=${salemLead},${portlandLead}`);
    expect(response.status).toBe(200);
    expect(response.body.items.map((item: { id: number; name: string; issue: string }) => [item.id, item.name, item.issue])).toEqual([
      [salemLead, 'Ann Lee', 'Spring broke'],
    ]);
    expect(await audited()).toBe(before);
    for (const ids of ['', 'x', '1,,2', Array.from({ length: 21 }, (_, index) => index + 1).join(',')]) {
      const refused = await client.send('get', `/api/admin/item-summaries?ids=${ids}`);
      expect({ ids, status: refused.status, code: refused.body.code }).toEqual({ ids, status: 400, code: ERROR_CODES.validation });
    }
  });

  it('signs out: the cookie is cleared and the session no longer works', async () => {
    const client = new InboxClient(app);
    await client.signIn('salem@example.com');
    const cookie = client.cookie;
    expect((await client.send('delete', '/api/admin/session')).status).toBe(204);
    const again = new InboxClient(app);
    again.cookie = cookie;
    expect((await again.send('get', '/api/admin/items')).status).toBe(401);
  });

  it('signs out everywhere: every session of the account ends', async () => {
    const phone = new InboxClient(app);
    const desk = new InboxClient(app);
    await phone.signIn('owner@example.com');
    await desk.signIn('owner@example.com');
    expect((await desk.send('delete', '/api/admin/sessions')).status).toBe(204);
    expect((await phone.send('get', '/api/admin/items')).status).toBe(401);
    expect((await desk.send('get', '/api/admin/items')).status).toBe(401);
  });

  it('ends a session after 8 idle hours and 7 days after sign-in however busy', async () => {
    const start = now;
    try {
      const idle = new InboxClient(app);
      await idle.signIn('salem@example.com');
      now = new Date(start.getTime() + SESSION_IDLE_MS + 1000);
      expect((await idle.send('get', '/api/admin/session')).status).toBe(401);

      const busy = new InboxClient(app);
      await busy.signIn('salem@example.com');
      const signedInAt = now.getTime();
      for (let at = signedInAt; at < signedInAt + SESSION_ABSOLUTE_MS; at += SESSION_IDLE_MS / 2) {
        now = new Date(at);
        expect((await busy.send('get', '/api/admin/session')).status).toBe(200);
      }
      now = new Date(signedInAt + SESSION_ABSOLUTE_MS + 1000);
      expect((await busy.send('get', '/api/admin/session')).status).toBe(401);
    } finally {
      now = start;
    }
  });

  it('lets only the owner erase and read the audit log (403 for a dispatcher)', async () => {
    const client = new InboxClient(app);
    await client.signIn('salem@example.com');
    expect((await client.send('post', '/api/admin/erasures').send({ itemId: salemLead })).status).toBe(403);
    expect((await client.send('get', '/api/admin/audit')).status).toBe(403);
  });

  it('records sign-ins, failures, views and changes in the audit log, which refuses edits', async () => {
    const owner = new InboxClient(app);
    await owner.signIn('owner@example.com');
    const audit = await owner.send('get', '/api/admin/audit');
    const actions = new Set(audit.body.entries.map((entry: { action: string }) => entry.action));
    for (const action of ['sign_in', 'sign_in_failed', 'sign_out', 'sign_out_everywhere', 'view_transcript', 'status_change', 'export']) {
      expect(actions).toContain(action);
    }
    await expect(database.query('UPDATE audit_log SET actor = $1', ['someone'])).rejects.toThrow(/append-only/);
    await expect(database.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });

  it('lets the owner erase a visitor by item: gone from the API and search, logged without the erased content', async () => {
    const session = await insertChatLead(database, {
      region: 'salem',
      name: 'Forget Me',
      phone: '503-555-0150',
      messages: ['my private words'],
    });
    const id = await itemIdOf(database, session);
    const owner = new InboxClient(app);
    await owner.signIn('owner@example.com');
    const erased = await owner.send('post', '/api/admin/erasures').send({ itemId: id });
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ erasedItems: 1 });
    expect((await owner.send('get', `/api/admin/items/${id}`)).status).toBe(404);
    expect((await owner.send('get', '/api/admin/items?q=private')).body.items).toEqual([]);
    const audit = await database.query<{ detail: unknown }>(`SELECT detail FROM audit_log WHERE action = 'erasure'`);
    expect(audit.rows).toHaveLength(1);
    expect(JSON.stringify(audit.rows)).not.toMatch(/Forget|0150|private/);
  });

  it('keeps a contact request of one region out of another region’s inbox', async () => {
    const submission = await insertContactRequest(database, {
      region: 'idaho',
      name: 'Cy Doe',
      phone: '208-555-0100',
      city: 'Boise',
      message: 'Door is noisy',
    });
    const id = await itemIdOf(database, submission);
    const salem = new InboxClient(app);
    await salem.signIn('salem@example.com');
    expect((await salem.send('get', `/api/admin/items/${id}`)).status).toBe(404);
    const owner = new InboxClient(app);
    await owner.signIn('owner@example.com');
    const detail = await owner.send('get', `/api/admin/items/${id}`);
    expect(detail.body.item).toMatchObject({ kind: 'contact', region: 'idaho', name: 'Cy Doe', source: '/contact', delivery: 'queued' });
  });
});

describe.each(testDatabaseFactories().filter((factory) => factory.name !== 'pglite-thread'))(
  'the office inbox API on $name: what it refuses',
  (factory) => {
    let app: Express;
    let dispose: () => Promise<void>;
    let client: InboxClient;
    let lead: number;

    beforeAll(async () => {
      const opened = await factory.open();
      ({ app } = await createTestApp({ database: opened.database }));
      dispose = opened.dispose;
      await addTestStaff(opened.database, 'salem@example.com', 'dispatcher', ['salem']);
      lead = await itemIdOf(
        opened.database,
        await insertChatLead(opened.database, { region: 'salem', name: 'Dee Long', phone: '503-555-0109' }),
      );
      client = new InboxClient(app);
      await client.signIn('salem@example.com');
    });
    afterAll(async () => dispose());

    it('refuses a note over NOTE_MAX_CHARS with 400 and the limit as the field error, and stores nothing', async () => {
      const response = await client.send('post', `/api/admin/items/${lead}/notes`).send({ text: 'x'.repeat(NOTE_MAX_CHARS + 1) });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(ERROR_CODES.validation);
      expect(response.body.fieldErrors).toEqual({ text: ADMIN_COPY.noteTooLong(NOTE_MAX_CHARS) });
      const detail = await client.send('get', `/api/admin/items/${lead}`);
      expect(detail.body.history.filter((entry: { action: string }) => entry.action === 'note')).toEqual([]);
    });

    it('adds a note of exactly NOTE_MAX_CHARS characters', async () => {
      const response = await client.send('post', `/api/admin/items/${lead}/notes`).send({ text: 'y'.repeat(NOTE_MAX_CHARS) });
      expect(response.status).toBe(201);
      expect(response.body.history.at(-1).note).toHaveLength(NOTE_MAX_CHARS);
    });

    it('refuses a date range whose from is after its to, for the list and the export alike', async () => {
      const range = `from=${encodeURIComponent('2026-11-20T08:00:00.000Z')}&to=${encodeURIComponent('2026-11-10T08:00:00.000Z')}`;
      for (const path of [`/api/admin/items?${range}`, `/api/admin/export.csv?${range}`]) {
        const response = await client.send('get', path);
        expect({ path, status: response.status, code: response.body.code, fieldErrors: response.body.fieldErrors }).toEqual({
          path,
          status: 400,
          code: ERROR_CODES.validation,
          fieldErrors: { to: ADMIN_COPY.reversedRange },
        });
      }
    });

    it('lists a range in order', async () => {
      const response = await client.send(
        'get',
        `/api/admin/items?from=${encodeURIComponent('2000-01-01T00:00:00.000Z')}&to=${encodeURIComponent('2100-01-01T00:00:00.000Z')}`,
      );
      expect(response.status).toBe(200);
      expect(response.body.items.map((item: { id: number }) => item.id)).toContain(lead);
    });
  },
);
