import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../store/database.ts';
import { testDatabaseFactories } from '../store/testDatabases.ts';
import { createTestApp } from '../testApp.ts';
import { testSessionId } from '../testing/hardeningFixtures.ts';
import { addTestStaff, InboxClient } from './testing.ts';
import { markViewing, VIEWING_TTL_MS } from './viewers.ts';

/**
 * Issue 34's ownership through the API: Join assigns an unassigned item to the joiner (decision 0432), and the
 * office sees which colleague has an item open, only within their regions (decision 0433).
 */
describe.each(testDatabaseFactories().filter((factory) => factory.name !== 'pglite-thread'))('ownership on $name', (factory) => {
  let app: Express;
  let database: Database;
  let disposeDatabase: () => Promise<void>;
  let dispose: () => Promise<void>;
  let sara: InboxClient;
  let ann: InboxClient;
  let pat: InboxClient;
  let saraId: number;
  let annId: number;

  beforeAll(async () => {
    ({ database, dispose: disposeDatabase } = await factory.open());
    ({ app, dispose } = await createTestApp({ database, config: { trustProxy: false } }));
    saraId = (await addTestStaff(database, 'sara@example.com', 'dispatcher', ['salem'])).id;
    annId = (await addTestStaff(database, 'ann@example.com', 'dispatcher', ['salem'])).id;
    await addTestStaff(database, 'pat@example.com', 'dispatcher', ['portland-metro']);
    await database.query(`UPDATE staff_accounts SET display_name = 'Ann' WHERE id = $1`, [annId]);
    sara = new InboxClient(app);
    ann = new InboxClient(app);
    pat = new InboxClient(app);
    for (const [client, email] of [
      [sara, 'sara@example.com'],
      [ann, 'ann@example.com'],
      [pat, 'pat@example.com'],
    ] as const) {
      expect((await client.signIn(email)).status).toBe(200);
    }
  }, 60_000);
  afterAll(async () => {
    await dispose?.();
    await disposeDatabase?.();
  });

  /** A Salem chat lead, as a visitor makes it in the widget. @returns its item's id */
  async function chatLead(tag: string, name: string): Promise<number> {
    const sessionId = testSessionId(tag);
    const first = await request(app)
      .post('/api/chat')
      .send({
        message: `My garage door is noisy. I'm ${name} in Salem, 503-555-0150`,
        sessionId,
        context: { conversationHistory: [], userRegion: 'salem' },
      });
    expect(first.status).toBe(200);
    const result = await database.query<{ id: string }>('SELECT id FROM admin_items WHERE session_id = $1', [sessionId]);
    expect(result.rows).toHaveLength(1);
    return Number(result.rows[0]?.id);
  }

  const item = async (client: InboxClient, id: number) => (await client.send('get', `/api/admin/items/${id}`)).body;

  it('assigns an unassigned item to the one who joins its chat, with a history line, and the list shows them', async () => {
    const id = await chatLead('own-join', 'Jo Unowned');
    expect((await item(ann, id)).item).toMatchObject({ assigneeId: null });
    expect((await ann.send('post', `/api/admin/items/${id}/join`).send({})).status).toBe(200);
    const detail = await item(ann, id);
    expect(detail.item).toMatchObject({ assigneeId: annId, assigneeName: 'Ann' });
    expect(detail.history.filter((entry: { action: string }) => entry.action === 'assign')).toHaveLength(1);
    const mine = await ann.send('get', '/api/admin/items?assignee=me');
    expect(mine.body.items.map((row: { id: number }) => row.id)).toContain(id);
    const audit = await database.query<{ detail: { onJoin?: boolean } }>(
      `SELECT detail FROM audit_log WHERE item_id = $1 AND action = 'assign'`,
      [id],
    );
    expect(audit.rows.map((row) => row.detail.onJoin)).toEqual([true]);
  });

  it('keeps the assignee of an item someone has when another joins its chat', async () => {
    const id = await chatLead('own-kept', 'Kim Owned');
    expect((await sara.send('patch', `/api/admin/items/${id}`).send({ assigneeId: saraId })).status).toBe(200);
    expect((await ann.send('post', `/api/admin/items/${id}/join`).send({})).status).toBe(200);
    const detail = await item(sara, id);
    expect(detail.item).toMatchObject({ assigneeId: saraId });
    expect(detail.history.filter((entry: { action: string }) => entry.action === 'assign')).toHaveLength(1);
  });

  it('does not assign when the join is refused because a colleague has the chat', async () => {
    const id = await chatLead('own-taken', 'Lee Taken');
    expect((await sara.send('post', `/api/admin/items/${id}/join`).send({})).status).toBe(200);
    await sara.send('patch', `/api/admin/items/${id}`).send({ assigneeId: null });
    expect((await ann.send('post', `/api/admin/items/${id}/join`).send({})).status).toBe(409);
    expect((await item(sara, id)).item).toMatchObject({ assigneeId: null });
  });

  it('marks an item a colleague has open, for the office of its region only, until they leave it', async () => {
    const id = await chatLead('own-view', 'Vi Viewed');
    const opened = await ann.send('post', `/api/admin/items/${id}/viewing`).send({ open: true });
    expect(opened.status).toBe(200);
    // Nobody else has it open yet; Ann never sees herself.
    expect(opened.body).toMatchObject({ viewers: [], nextHeartbeatMs: expect.any(Number) });
    const overview = await sara.send('get', '/api/admin/viewing');
    expect(overview.status).toBe(200);
    expect(overview.body.items).toContainEqual({ itemId: id, viewers: [{ staffId: annId, name: 'Ann' }] });
    const seen = await sara.send('post', `/api/admin/items/${id}/viewing`).send({ open: true });
    expect(seen.body.viewers).toEqual([{ staffId: annId, name: 'Ann' }]);
    expect((await ann.send('get', '/api/admin/viewing')).body.items).toContainEqual({
      itemId: id,
      viewers: [{ staffId: saraId, name: 'sara@example.com' }],
    });
    // Another region's office neither sees the mark nor can set one on the item.
    expect((await pat.send('get', '/api/admin/viewing')).body.items).toEqual([]);
    expect((await pat.send('post', `/api/admin/items/${id}/viewing`).send({ open: true })).status).toBe(404);

    expect((await ann.send('post', `/api/admin/items/${id}/viewing`).send({ open: false })).status).toBe(200);
    expect((await sara.send('get', '/api/admin/viewing')).body.items.find((row: { itemId: number }) => row.itemId === id)).toBeUndefined();
    await sara.send('post', `/api/admin/items/${id}/viewing`).send({ open: false });
  });

  it('forgets a page not heard from for the viewing TTL (a crashed tab)', async () => {
    const id = await chatLead('own-ttl', 'Ty Stale');
    const then = new Date();
    await markViewing(database, annId, id, true, then);
    expect(await markViewing(database, saraId, id, true, new Date(then.getTime() + VIEWING_TTL_MS - 1))).toEqual([
      { staffId: annId, name: 'Ann' },
    ]);
    expect(await markViewing(database, saraId, id, true, new Date(then.getTime() + VIEWING_TTL_MS + 1))).toEqual([]);
    await markViewing(database, saraId, id, false, new Date());
  });

  it('refuses a viewing mark without a clear open flag, on an unknown item, or without the CSRF token', async () => {
    const id = await chatLead('own-bad', 'Bo Bad');
    for (const body of [{}, { open: 'yes' }, { open: true, extra: 1 }]) {
      const refused = await ann.send('post', `/api/admin/items/${id}/viewing`).send(body);
      expect({ body, status: refused.status, code: refused.body.error?.code ?? refused.body.code }).toMatchObject({ body, status: 400 });
    }
    expect((await ann.send('post', '/api/admin/items/999999999/viewing').send({ open: true })).status).toBe(404);
    const noCsrf = await request(app)
      .post(`/api/admin/items/${id}/viewing`)
      .set('Host', ann.host)
      .set('Cookie', ann.cookie ?? '')
      .send({ open: true });
    expect(noCsrf.status).toBe(403);
    expect((await request(app).get('/api/admin/viewing')).status).toBe(401);
  });
});
