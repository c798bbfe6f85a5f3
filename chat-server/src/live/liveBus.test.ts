import type { LiveThreadEvent } from '@tod/domain/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { openThreadTestDatabase } from '../store/testDatabases.ts';
import { waitFor } from '../waitFor.ts';
import { createLiveBus } from './liveBus.ts';
import { appendEvent, lockLiveChat, notifyThread } from './liveStore.ts';

describe('the live bus', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('delivers each stored event once and in order, reads what a lost NOTIFY left out, and passes typing through', async () => {
    // The server's own mode: PGlite in its worker thread, NOTIFYs forwarded from it.
    const { database, dispose } = await openThreadTestDatabase();
    cleanups.push(dispose);
    const bus = createLiveBus(database);
    cleanups.push(() => bus.close());
    const sessionId = 'bus_session_0123456789abcdef';
    await database.query(`INSERT INTO chat_sessions (session_id, region) VALUES ($1, 'salem')`, [sessionId]);
    const append = (type: 'nobody_joined' | 'waiting') =>
      database.transaction(async (tx) => {
        await lockLiveChat(tx, sessionId, new Date());
        return appendEvent(tx, sessionId, {
          type,
          at: new Date(),
          data: { officeOnline: false, region: 'salem', officeName: 'Salem', typicalWaitMinutes: 2, ringsUntil: new Date().toISOString() },
        });
      });
    await append('waiting');
    const received: LiveThreadEvent[] = [];
    const subscription = await bus.subscribeThread(sessionId, 0, { onEvent: (event) => received.push(event) });
    expect(received.map((event) => ('seq' in event ? event.seq : 0))).toEqual([1]);
    await append('nobody_joined');
    await waitFor(() => received.length === 2, { what: 'the announced event' });

    // An event whose NOTIFY never came (a listener reconnecting): stored without one, found by reconcile.
    await database.query(`UPDATE live_chats SET last_seq = 3 WHERE session_id = $1`, [sessionId]);
    await database.query(`INSERT INTO live_events (session_id, seq, type, at) VALUES ($1, 3, 'nobody_joined', now())`, [sessionId]);
    bus.reconcile(new Map([[sessionId, 3]]));
    await waitFor(() => received.length === 3, { what: 'the reconciled event' });
    // A later NOTIFY for an event already delivered changes nothing; the next one follows on.
    await append('nobody_joined');
    await waitFor(() => received.length === 4, { what: 'the fourth event' });
    expect(received.map((event) => ('seq' in event ? event.seq : 0))).toEqual([1, 2, 3, 4]);
    expect(subscription.cursor).toBe(4);

    await notifyThread(database, sessionId, { type: 'visitor_typing', typing: true });
    await waitFor(() => received.some((event) => event.type === 'visitor_typing'), { what: 'the typing event' });
    subscription.close();
    await append('nobody_joined');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(5);
  });
});
