import type { ChatMetadata, LeadInfo } from '@tod/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLeadService, type LeadService } from '../leads/leadService.ts';
import { createMailOutbox } from '../mail/outbox.ts';
import { type ChatTurn, type ConversationStore, createConversationStore } from './conversations.ts';
import type { Database } from './database.ts';
import { testDatabaseFactories } from './testDatabases.ts';

const clock = { now: () => new Date('2026-11-22T18:00:00Z') };

function turn(
  sessionId: string,
  userMessage: string,
  leadInfo?: Partial<LeadInfo>,
  options: { prior?: ChatTurn['prior']; leadChange?: ChatTurn['reply']['leadChange'] } = {},
): ChatTurn {
  const metadata = {
    engine: 'local',
    responseType: 'answer',
    confidence: 0.9,
    ...(leadInfo ? { leadInfo: { isComplete: false, ...leadInfo } } : {}),
  } as unknown as ChatMetadata;
  return {
    sessionId,
    region: 'portland-metro',
    userMessage,
    reply: { content: `reply to ${userMessage}`, metadata, ...(options.leadChange ? { leadChange: options.leadChange } : {}) },
    prior: options.prior ?? { leadSubmitted: false },
  };
}

/** The store's reads and the lead service's writes, as the chat turn service uses them. */
type Store = ConversationStore & LeadService;

/** A turn as the turn service records it: after loading what the store holds for the session. */
async function recordAfterLoad(
  store: Store,
  sessionId: string,
  userMessage: string,
  leadInfo?: Partial<LeadInfo>,
  leadChange?: ChatTurn['reply']['leadChange'],
) {
  const { lead, leadSubmitted } = await store.loadConversation(sessionId);
  return store.recordTurn(turn(sessionId, userMessage, leadInfo, { prior: { ...(lead ? { lead } : {}), leadSubmitted }, leadChange }));
}

for (const factory of testDatabaseFactories()) {
  describe(`conversation store on ${factory.name}`, () => {
    let database: Database;
    let dispose: () => Promise<void>;
    let store: Store;

    beforeEach(async () => {
      ({ database, dispose } = await factory.open());
      const conversations = createConversationStore({ database, clock });
      const leads = createLeadService({
        database,
        conversations,
        mail: createMailOutbox({ officeAddress: 'office@example.com', clock }),
        clock,
      });
      store = { ...conversations, ...leads };
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

    it('mails the office a correction only when the engine marks it explicit, once per set of details', async () => {
      const complete = { name: 'Dana', phone: '(503) 555-0156', city: 'Gresham', issue: 'Broken spring', isComplete: true };
      const first = await recordAfterLoad(store, 'fix_session', 'spring broke, Dana, 503-555-0156, Gresham', complete);
      expect(first).toMatchObject({ leadSubmitted: true, leadUpdated: false });
      const same = await recordAfterLoad(store, 'fix_session', 'how much will it be?', complete);
      expect(same).toMatchObject({ leadSubmitted: false, leadUpdated: false });

      const corrected = { ...complete, phone: '(503) 555-0199' };
      const fix = await recordAfterLoad(store, 'fix_session', "sorry, wrong number, it's 503-555-0199", corrected, { corrects: ['phone'] });
      expect(fix).toMatchObject({ leadSubmitted: false, leadUpdated: true, lead: { phone: '(503) 555-0199' } });
      const again = await recordAfterLoad(store, 'fix_session', 'thanks', corrected, { corrects: ['phone'] });
      expect(again).toMatchObject({ leadSubmitted: false, leadUpdated: false });

      const mails = await database.query<{ idempotency_key: string; subject: string; text_body: string }>(
        'SELECT idempotency_key, subject, text_body FROM mail_outbox ORDER BY id',
      );
      expect(mails.rows).toHaveLength(2);
      expect(mails.rows[0]!.idempotency_key).toBe('lead:fix_session');
      expect(mails.rows[1]!.subject).toMatch(/^Updated chat lead: Broken spring in Gresham/);
      expect(mails.rows[1]!.text_body).toContain('(503) 555-0199');
      expect(mails.rows[1]!.text_body).toContain('explicitly corrected');
      await expect(store.loadLead('fix_session')).resolves.toMatchObject({ phone: '(503) 555-0199' });
    });

    it('keeps a sent lead whole when a turn proposes another town and job without a correction, and mails the second job as a note', async () => {
      const dana = {
        name: 'Dana Price',
        phone: '(503) 555-0142',
        city: 'Portland',
        issue: 'Broken spring',
        urgency: 'urgent' as const,
        isComplete: true,
      };
      await recordAfterLoad(
        store,
        'dana_session',
        "My garage door spring snapped this morning. I'm Dana Price, 503-555-0142, in Portland.",
        dana,
      );
      const sister = { ...dana, city: 'Tigard', issue: 'Opener problem' };
      const result = await recordAfterLoad(
        store,
        'dana_session',
        'Do you also work in Tigard? My sister lives there and her opener is dead.',
        sister,
        { corrects: [], note: "Second job: the visitor's sister's opener is dead, in Tigard." },
      );
      expect(result).toMatchObject({
        leadSubmitted: false,
        leadUpdated: false,
        leadNoted: true,
        lead: { city: 'Portland', issue: 'Broken spring' },
      });
      await expect(store.loadLead('dana_session')).resolves.toEqual({
        name: 'Dana Price',
        phone: '(503) 555-0142',
        city: 'Portland',
        issue: 'Broken spring',
        urgency: 'urgent',
      });
      const mails = await database.query<{ idempotency_key: string; subject: string; text_body: string }>(
        'SELECT idempotency_key, subject, text_body FROM mail_outbox ORDER BY id',
      );
      expect(mails.rows.map((row) => row.subject)).toEqual([
        'New chat lead: Broken spring in Portland',
        'Note on chat lead: Broken spring in Portland',
      ]);
      expect(mails.rows[1]!.text_body).toContain("Note: Second job: the visitor's sister's opener is dead, in Tigard.");
      expect(mails.rows[1]!.text_body).toContain('City: Portland');
      const stored = await database.query<{ metadata: { leadInfo: LeadInfo; leadNote?: string } }>(
        `SELECT metadata FROM chat_messages WHERE session_id = 'dana_session' AND role = 'assistant' ORDER BY id DESC LIMIT 1`,
      );
      expect(stored.rows[0]!.metadata.leadInfo.city).toBe('Portland');
      expect(stored.rows[0]!.metadata.leadNote).toContain('Tigard');

      // The same note again sends nothing more.
      await recordAfterLoad(store, 'dana_session', 'and yes, her opener', sister, {
        corrects: [],
        note: "Second job: the visitor's sister's opener is dead, in Tigard.",
      });
      expect((await database.query('SELECT 1 FROM mail_outbox')).rows).toHaveLength(2);
    });

    it('applies an explicit city correction and mails it once as an update', async () => {
      const lead = { name: 'Dana Price', phone: '(503) 555-0142', city: 'Portland', issue: 'Broken spring', isComplete: true };
      await recordAfterLoad(store, 'move_session', 'spring snapped, Dana Price, 503-555-0142, Portland', lead);
      const result = await recordAfterLoad(
        store,
        'move_session',
        "sorry, it's Tigard, not Portland",
        { ...lead, city: 'Tigard' },
        { corrects: ['city'] },
      );
      expect(result).toMatchObject({ leadUpdated: true, lead: { city: 'Tigard', name: 'Dana Price' } });
      const subjects = await database.query<{ subject: string }>('SELECT subject FROM mail_outbox ORDER BY id');
      expect(subjects.rows.map((row) => row.subject)).toEqual([
        'New chat lead: Broken spring in Portland',
        'Updated chat lead: Broken spring in Tigard',
      ]);
    });

    it('loads the lead, whether it was sent, and the stored transcript with the rule of each reply', async () => {
      await recordAfterLoad(store, 'load_session', 'spring broke', { name: 'Ana' });
      const loaded = await store.loadConversation('load_session');
      expect(loaded).toMatchObject({ lead: { name: 'Ana' }, leadSubmitted: false });
      expect(loaded.transcript.map((line) => [line.role, line.content])).toEqual([
        ['user', 'spring broke'],
        ['assistant', 'reply to spring broke'],
      ]);
      await expect(store.loadConversation('never_seen_session')).resolves.toEqual({ leadSubmitted: false, transcript: [] });
    });
  });
}
