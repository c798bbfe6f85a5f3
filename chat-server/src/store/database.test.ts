import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { testDatabaseFactories } from './testDatabases.ts';

for (const factory of testDatabaseFactories()) {
  describe(`Database on ${factory.name}`, () => {
    let database: Database;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      ({ database, dispose } = await factory.open());
    });
    afterAll(() => dispose());

    it('runs a parameterised query and returns its rows', async () => {
      const { rows } = await database.query<{ sum: number }>('SELECT ($1::int + $2::int) AS sum', [2, 3]);
      expect(rows).toEqual([{ sum: 5 }]);
    });

    it('commits a transaction that resolves and then runs its after-commit callbacks', async () => {
      const calls: string[] = [];
      await database.transaction(async (tx) => {
        await tx.query("INSERT INTO contact_submissions (submission_id, payload) VALUES ('DL-commit', '{}')");
        tx.afterCommit(() => calls.push('after'));
        expect(calls).toEqual([]);
      });
      expect(calls).toEqual(['after']);
      const { rows } = await database.query("SELECT 1 FROM contact_submissions WHERE submission_id = 'DL-commit'");
      expect(rows).toHaveLength(1);
    });

    it('rolls back a transaction that throws and never runs its after-commit callbacks', async () => {
      const calls: string[] = [];
      await expect(
        database.transaction(async (tx) => {
          await tx.query("INSERT INTO contact_submissions (submission_id, payload) VALUES ('DL-rollback', '{}')");
          tx.afterCommit(() => calls.push('after'));
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(calls).toEqual([]);
      const { rows } = await database.query("SELECT 1 FROM contact_submissions WHERE submission_id = 'DL-rollback'");
      expect(rows).toHaveLength(0);
    });

    it('rolls back when a statement fails inside the transaction', async () => {
      await expect(
        database.transaction(async (tx) => {
          await tx.query("INSERT INTO contact_submissions (submission_id, payload) VALUES ('DL-dup', '{}')");
          await tx.query("INSERT INTO contact_submissions (submission_id, payload) VALUES ('DL-dup', '{}')");
        }),
      ).rejects.toThrow();
      const { rows } = await database.query("SELECT 1 FROM contact_submissions WHERE submission_id = 'DL-dup'");
      expect(rows).toHaveLength(0);
    });

    it('reports how many rows a write touched', async () => {
      const first = await database.query(
        "INSERT INTO contact_submissions (submission_id, payload) VALUES ('DL-count', '{}') ON CONFLICT DO NOTHING",
      );
      const again = await database.query(
        "INSERT INTO contact_submissions (submission_id, payload) VALUES ('DL-count', '{}') ON CONFLICT DO NOTHING",
      );
      expect([first.rowCount, again.rowCount]).toEqual([1, 0]);
    });

    it('round-trips jsonb and timestamptz values', async () => {
      const at = new Date('2026-01-02T03:04:05.678Z');
      await database.query('INSERT INTO contact_submissions (submission_id, payload, created_at) VALUES ($1, $2, $3)', [
        'DL-json',
        JSON.stringify({ name: 'Ana', nested: { n: 1 } }),
        at,
      ]);
      const { rows } = await database.query<{ payload: unknown; created_at: Date }>(
        "SELECT payload, created_at FROM contact_submissions WHERE submission_id = 'DL-json'",
      );
      expect(rows[0]?.payload).toEqual({ name: 'Ana', nested: { n: 1 } });
      expect(new Date(rows[0]?.created_at as Date).toISOString()).toBe(at.toISOString());
    });

    it('has the chat tables with a unique lead per session and messages tied to a session', async () => {
      await database.query("INSERT INTO chat_sessions (session_id, region) VALUES ('session-1', 'portland-metro')");
      await database.query("INSERT INTO chat_messages (session_id, role, content) VALUES ('session-1', 'user', 'hi')");
      await database.query("INSERT INTO leads (session_id, name) VALUES ('session-1', 'Ana')");
      await expect(database.query("INSERT INTO leads (session_id, name) VALUES ('session-1', 'Bo')")).rejects.toThrow();
      await expect(
        database.query("INSERT INTO chat_messages (session_id, role, content) VALUES ('nobody', 'user', 'x')"),
      ).rejects.toThrow();
      await expect(
        database.query("INSERT INTO chat_messages (session_id, role, content) VALUES ('session-1', 'system', 'x')"),
      ).rejects.toThrow();
      await database.query(
        "INSERT INTO escalations (id, session_id, region, transcript, lead) VALUES ('esc-1', 'session-1', 'portland-metro', '[]', '{}')",
      );
      const { rows } = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM escalations');
      expect(rows[0]?.n).toBe(1);
    });
  });
}
