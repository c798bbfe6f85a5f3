import type { AddressInfo } from 'node:net';
import type { InboxEvent } from '@tod/domain/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../store/postgresDatabase.ts';
import { openPostgresTestDatabase, openThreadTestDatabase } from '../store/testDatabases.ts';
import { createTestApp } from '../testApp.ts';
import { waitFor } from '../waitFor.ts';
import { createInboxEventBus } from './inboxEvents.ts';
import { addTestStaff, InboxClient, insertChatLead, insertContactRequest, itemIdOf, TEST_HOST } from './testing.ts';

describe('live inbox events', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('announces a new item written in the embedded database’s own thread (as the chat turns are)', async () => {
    const { database, dispose } = await openThreadTestDatabase();
    cleanups.push(dispose);
    const bus = createInboxEventBus(database);
    cleanups.push(() => bus.close());
    const events: InboxEvent[] = [];
    await bus.subscribe((event) => events.push(event));
    const session = await insertChatLead(database, { region: 'salem', name: 'Live One', urgency: 'emergency' });
    const id = await itemIdOf(database, session);
    const event = await waitFor(() => events.find((candidate) => candidate.id === id), { what: 'the item event' });
    expect(event).toEqual({ op: 'created', id, kind: 'chat_lead', region: 'salem', emergency: true, emergencyAlert: true });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'announces an item another process wrote to the same Postgres, and none of another schema',
    async () => {
      const url = process.env.TEST_DATABASE_URL as string;
      const writer = await openPostgresTestDatabase(url);
      const other = await openPostgresTestDatabase(url);
      cleanups.push(writer.dispose, other.dispose);
      // The inbox's process: its own pool and listener on the writer's schema.
      const reader = openPostgresDatabase({ connectionString: url, schema: writer.schema, maxConnections: 2 });
      cleanups.push(() => reader.close());
      const bus = createInboxEventBus(reader);
      cleanups.push(() => bus.close());
      const events: InboxEvent[] = [];
      await bus.subscribe((event) => events.push(event));
      await insertContactRequest(other.database, {
        region: 'idaho',
        name: 'Other Schema',
        phone: '208-555-0100',
        city: 'Boise',
        message: 'Not for this inbox',
      });
      const submission = await insertContactRequest(writer.database, {
        region: 'idaho',
        name: 'Cross Process',
        phone: '208-555-0101',
        city: 'Boise',
        message: 'Door stuck open',
      });
      const id = await itemIdOf(writer.database, submission);
      await waitFor(() => events.some((event) => event.id === id), { what: 'the cross-process event' });
      expect(events.map((event) => event.id)).toEqual([id]);
    },
  );

  it('streams only the events of the staff member’s regions over GET /api/admin/events', async () => {
    const { app, database, dispose } = await createTestApp();
    cleanups.push(dispose);
    await addTestStaff(database, 'live@example.com', 'dispatcher', ['salem']);
    const client = new InboxClient(app);
    await client.signIn('live@example.com');
    const server = app.listen(0, '127.0.0.1');
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const abort = new AbortController();
    cleanups.push(async () => abort.abort());
    const response = await fetch(`http://127.0.0.1:${port}/api/admin/events`, {
      headers: { Cookie: client.cookie ?? '', Host: TEST_HOST },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const read = async () => decoder.decode((await reader.read()).value ?? new Uint8Array(), { stream: true });
    let text = '';
    while (!text.includes(': ready')) text += await read();
    // Another region's item first: the first item event the stream carries must be Salem's.
    await insertChatLead(database, { region: 'portland-metro', name: 'Not Yours' });
    const salem = await itemIdOf(database, await insertChatLead(database, { region: 'salem', name: 'Yours' }));
    while (!text.includes('event: item')) text += await read();
    while (!text.slice(text.indexOf('event: item')).includes('\n\n')) text += await read();
    const data = /event: item\ndata: (.*)\n/.exec(text)?.[1];
    expect(JSON.parse(data ?? '{}')).toMatchObject({ op: 'created', id: salem, region: 'salem' });
  });
});
