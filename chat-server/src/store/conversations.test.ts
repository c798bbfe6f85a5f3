import type { ChatMetadata, LeadInfo } from '@tod/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailOutbox } from '../mail/outbox.ts';
import { type ChatTurn, type ConversationStore, createConversationStore } from './conversations.ts';
import type { Database } from './database.ts';
import { testDatabaseFactories } from './testDatabases.ts';

const clock = { now: () => new Date('2026-11-22T18:00:00Z') };

function turn(sessionId: string, userMessage: string, leadInfo?: Partial<LeadInfo>): ChatTurn {
  const metadata = {
    engine: 'local',
    responseType: 'answer',
    confidence: 0.9,
    ...(leadInfo ? { leadInfo: { isComplete: false, ...leadInfo } } : {}),
  } as unknown as ChatMetadata;
  return { sessionId, region: 'portland-metro', userMessage, reply: { content: `reply to ${userMessage}`, metadata } };
}

for (const factory of testDatabaseFactories()) {
  describe(`conversation store on ${factory.name}`, () => {
    let database: Database;
    let dispose: () => Promise<void>;
    let store: ConversationStore;

    beforeEach(async () => {
      ({ database, dispose } = await factory.open());
      store = createConversationStore({ database, mail: createMailOutbox({ officeAddress: 'office@example.com', clock }), clock });
    });
    afterEach(() => dispose());

    it('stores every turn of many concurrent sessions, each message in its session and order', async () => {
      const sessions = Array.from({ length: 30 }, (_, index) => `session_${String(index).padStart(4, '0')}`);
      await Promise.all(sessions.map((sessionId) => store.recordTurn(turn(sessionId, `hello from ${sessionId}`))));

      const counts = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_sessions WHERE conversation_count = 1');
      expect(counts.rows[0]?.n).toBe(30);
      const messages = await database.query<{ session_id: string; role: string; content: string }>(
        'SELECT session_id, role, content FROM chat_messages ORDER BY id',
      );
      expect(messages.rows).toHaveLength(60);
      for (const sessionId of sessions) {
        const own = messages.rows.filter((row) => row.session_id === sessionId);
        expect(own.map((row) => [row.role, row.content])).toEqual([
          ['user', `hello from ${sessionId}`],
          ['assistant', `reply to hello from ${sessionId}`],
        ]);
      }
    });

    it('merges concurrent turns of one session: the count adds up and later lead fields win', async () => {
      await Promise.all([
        store.recordTurn(turn('same_session_1', 'first', { name: 'Dana', city: 'Gresham' })),
        store.recordTurn(turn('same_session_1', 'second', { phone: '+15035550156' })),
        store.recordTurn(turn('same_session_1', 'third', { city: 'Portland' })),
      ]);
      const session = await database.query<{ conversation_count: number }>(
        `SELECT conversation_count FROM chat_sessions WHERE session_id = 'same_session_1'`,
      );
      expect(session.rows[0]?.conversation_count).toBe(3);
      await expect(store.loadLead('same_session_1')).resolves.toEqual({ name: 'Dana', phone: '+15035550156', city: 'Portland' });
      const roles = await database.query<{ content: string }>(
        `SELECT content FROM chat_messages WHERE session_id = 'same_session_1' ORDER BY id`,
      );
      expect(roles.rows.map((row) => row.content)).toEqual([
        'first',
        'reply to first',
        'second',
        'reply to second',
        'third',
        'reply to third',
      ]);
    });

    it('keeps the lead fields a later turn does not repeat', async () => {
      await store.recordTurn(turn('keep_session', 'I am Dana in Gresham', { name: 'Dana', city: 'Gresham' }));
      await store.recordTurn(turn('keep_session', 'call me at 503-555-0156', { phone: '+15035550156' }));
      await expect(store.loadLead('keep_session')).resolves.toEqual({ name: 'Dana', phone: '+15035550156', city: 'Gresham' });
    });

    it('answers concurrent lead reads each with its own session (undefined where none)', async () => {
      await store.recordTurn(turn('reader_one', 'Dana here', { name: 'Dana' }));
      await store.recordTurn(turn('reader_two', 'Sam here', { name: 'Sam' }));
      const leads = await Promise.all(['reader_two', 'nobody_here', 'reader_one'].map((sessionId) => store.loadLead(sessionId)));
      expect(leads).toEqual([{ name: 'Sam' }, undefined, { name: 'Dana' }]);
    });

    it('stores a completed lead once and queues one office mail, beside grouped plain turns', async () => {
      const complete = { name: 'Dana', phone: '+15035550156', city: 'Gresham', issue: 'broken spring', isComplete: true };
      const results = await Promise.all([
        store.recordTurn(turn('lead_session', 'spring broke, Dana, 503-555-0156, Gresham', complete)),
        store.recordTurn(turn('other_session', 'how much is a spring?')),
        store.recordTurn(turn('lead_session', 'thanks', complete)),
      ]);
      expect(results.filter((result) => result.leadSubmitted)).toHaveLength(1);
      const mails = await database.query<{ idempotency_key: string }>('SELECT idempotency_key FROM mail_outbox');
      expect(mails.rows.map((row) => row.idempotency_key)).toEqual(['lead:lead_session']);
    });

    it('mails the office a correction when the phone, name or city of a sent lead changes, once per set of details', async () => {
      const complete = { name: 'Dana', phone: '(503) 555-0156', city: 'Gresham', issue: 'Broken spring', isComplete: true };
      const first = await store.recordTurn(turn('fix_session', 'spring broke, Dana, 503-555-0156, Gresham', complete));
      expect(first).toEqual({ leadSubmitted: true, leadUpdated: false });
      const same = await store.recordTurn(turn('fix_session', 'how much will it be?', complete));
      expect(same).toEqual({ leadSubmitted: false, leadUpdated: false });

      const corrected = { ...complete, phone: '(503) 555-0199' };
      const fix = await store.recordTurn(turn('fix_session', "sorry, wrong number, it's 503-555-0199", corrected));
      expect(fix).toEqual({ leadSubmitted: false, leadUpdated: true });
      const again = await store.recordTurn(turn('fix_session', 'thanks', corrected));
      expect(again).toEqual({ leadSubmitted: false, leadUpdated: false });

      const mails = await database.query<{ idempotency_key: string; subject: string; text_body: string }>(
        'SELECT idempotency_key, subject, text_body FROM mail_outbox ORDER BY id',
      );
      expect(mails.rows).toHaveLength(2);
      expect(mails.rows[0]!.idempotency_key).toBe('lead:fix_session');
      expect(mails.rows[1]!.subject).toMatch(/^Updated chat lead: Broken spring in Gresham/);
      expect(mails.rows[1]!.text_body).toContain('(503) 555-0199');
      expect(mails.rows[1]!.text_body).toContain('corrected their details');
      await expect(store.loadLead('fix_session')).resolves.toMatchObject({ phone: '(503) 555-0199' });
    });
  });
}
