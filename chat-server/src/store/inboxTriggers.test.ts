import type { ChatMetadata } from '@tod/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConversationStore } from './conversations.ts';
import type { Database } from './database.ts';
import { openMemoryTestDatabase } from './testDatabases.ts';

const at = new Date('2026-11-27T18:00:00Z');
const clock = { now: () => at };

/** Sequential scans of admin_items so far, as Postgres' statistics count them (flushed first). */
async function itemScans(database: Database): Promise<number> {
  await database.query('SELECT pg_stat_force_next_flush()');
  await database.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await database.query<{ seq_scan: string }>(
    "SELECT * FROM pg_stat_user_tables WHERE relname = 'admin_items' AND schemaname = current_schema()",
  );
  return Number(rows[0]?.seq_scan);
}

// Issue 19, decision 0209: the statement trigger that indexes a turn's words joined them to every inbox item,
// so each turn cost time in proportion to the whole inbox. On the embedded database, which keeps no fresh
// statistics, this is where it showed.
describe('inbox triggers on a chat turn (PGlite, no fresh statistics)', () => {
  let database: Database;
  let dispose: () => Promise<void>;

  const metadata = { confidence: 0.9 } as ChatMetadata;
  const turn = (sessionId: string, userMessage: string) => ({
    turn: {
      sessionId,
      region: 'portland-metro' as const,
      userMessage,
      reply: { content: 'ok', metadata },
      prior: { leadSubmitted: false },
    },
    lead: undefined,
    at,
  });

  beforeAll(async () => {
    ({ database, dispose } = await openMemoryTestDatabase());
    // The server's first turn, on an empty inbox: the triggers' plans are made now and kept for the session.
    await createConversationStore({ database, clock }).writeTurn(turn('first_session_of_the_day', 'hello'));
    // Then an inbox of 3,000 chat leads, as a busy office has (the sessions and leads the chat would have written).
    await database.query(
      `INSERT INTO chat_sessions (session_id, region, conversation_count, lead_complete, created_at, updated_at)
       SELECT 'seeded_' || n, 'portland-metro', 1, false, $1, $1 FROM generate_series(1, 3000) n`,
      [at],
    );
    await database.query(
      `INSERT INTO leads (session_id, city, issue, submitted, created_at, updated_at)
       SELECT 'seeded_' || n, 'Portland', 'spring', false, $1, $1 FROM generate_series(1, 3000) n`,
      [at],
    );
  });
  afterAll(() => dispose());

  it("adds a visitor's words to their session's items by the session index, scanning no other item", async () => {
    const store = createConversationStore({ database, clock });
    const before = await itemScans(database);
    await store.writeTurn(turn('seeded_1500', 'the torsion spring snapped'));
    expect(await itemScans(database)).toBe(before);
    const { rows } = await database.query<{ found: number }>(
      "SELECT count(*)::int AS found FROM admin_items WHERE transcript_search @@ to_tsquery('simple', 'torsion')",
    );
    expect(rows[0]?.found).toBe(1);
  });
});
