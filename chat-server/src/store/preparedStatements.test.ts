import { PGlite, type Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedStatements, sqlLiteral } from './preparedStatements.ts';

describe('sqlLiteral', () => {
  it('quotes strings by doubling single quotes and leaves backslashes alone (standard_conforming_strings)', () => {
    expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
    expect(sqlLiteral('C:\\path')).toBe("'C:\\path'");
  });

  it('writes numbers, bigints, booleans, dates and null in their text form', () => {
    expect(sqlLiteral(42)).toBe("'42'");
    expect(sqlLiteral(10n)).toBe("'10'");
    expect(sqlLiteral(true)).toBe("'true'");
    expect(sqlLiteral(new Date('2026-11-22T10:00:00Z'))).toBe("'2026-11-22T10:00:00.000Z'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(undefined)).toBe('NULL');
  });

  it('writes flat arrays as array literals with escaped elements', () => {
    expect(sqlLiteral(['a', 'b"c', 'd\\e', null, "it's"])).toBe(`'{"a","b\\"c","d\\\\e",NULL,"it''s"}'`);
  });

  it('refuses values without one exact literal form, so they take the ordinary path', () => {
    expect(sqlLiteral('nul\0byte')).toBeUndefined();
    expect(sqlLiteral(Number.NaN)).toBeUndefined();
    expect(sqlLiteral(new Date(Number.NaN))).toBeUndefined();
    expect(sqlLiteral({ a: 1 })).toBeUndefined();
    expect(sqlLiteral(new Uint8Array([1]))).toBeUndefined();
    expect(sqlLiteral([['nested']])).toBeUndefined();
    expect(sqlLiteral(['nul\0'])).toBeUndefined();
  });
});

describe('PreparedStatements on PGlite', () => {
  let pglite: PGlite;
  let statements: PreparedStatements;

  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL, tags text[], at timestamptz)');
    statements = new PreparedStatements(pglite);
  });
  afterAll(() => pglite.close());

  const preparedNames = async () =>
    (await pglite.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements ORDER BY name')).rows;

  it('stores and returns hostile text exactly, without it ever becoming SQL', async () => {
    const bodies = ["'); DROP TABLE notes; --", "back\\slash \\' quote", '$$ dollar $tag$', 'émoji 🚪 and "quotes"', ''];
    for (const [index, body] of bodies.entries()) {
      await statements.query('INSERT INTO notes (id, body, tags, at) VALUES ($1, $2, $3, $4)', [
        index,
        body,
        [body, 'a,b', '{x}', null],
        new Date('2026-11-22T10:00:00Z'),
      ]);
    }
    const { rows } = await statements.query<{ body: string; tags: (string | null)[]; at: Date }>(
      'SELECT body, tags, at FROM notes WHERE id = ANY($1::int[]) ORDER BY id',
      [bodies.map((_, index) => index)],
    );
    expect(rows.map((row) => row.body)).toEqual(bodies);
    expect(rows.map((row) => row.tags)).toEqual(bodies.map((body) => [body, 'a,b', '{x}', null]));
    expect(rows[0]?.at.toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });

  it('prepares each statement text once and reuses it', async () => {
    const sql = 'SELECT body FROM notes WHERE id = $1';
    await Promise.all([statements.query(sql, [0]), statements.query(sql, [1]), statements.query(sql, [2])]);
    await statements.query(sql, [3]);
    expect((await preparedNames()).filter((row) => row.statement.includes(sql))).toHaveLength(1);
  });

  it('reports affected rows of a prepared write', async () => {
    const sql = 'INSERT INTO notes (id, body) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING';
    expect((await statements.query(sql, [100, 'first'])).affectedRows).toBe(1);
    expect((await statements.query(sql, [100, 'again'])).affectedRows).toBe(0);
  });

  it("keeps Postgres' error fields and names the caller's statement, not the literals", async () => {
    const sql = 'INSERT INTO notes (id, body) VALUES ($1, $2)';
    const error = await statements.query(sql, [0, 'secret phone 503-555-0100']).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey', query: sql });
    expect(JSON.stringify((error as { query: string }).query)).not.toContain('503-555-0100');
  });

  it('gives the ordinary error for a statement that cannot be prepared, and prepares nothing for it', async () => {
    const sql = 'SELECT body FROM no_such_table WHERE id = $1';
    await expect(statements.query(sql, [1])).rejects.toMatchObject({ code: '42P01' });
    expect((await preparedNames()).some((row) => row.statement.includes('no_such_table'))).toBe(false);
  });

  it('runs statements without parameters, or with values it cannot inline, the ordinary way', async () => {
    const before = (await preparedNames()).length;
    expect((await statements.query<{ one: number }>('SELECT 1 AS one', [])).rows).toEqual([{ one: 1 }]);
    expect((await statements.query<{ value: unknown }>('SELECT $1::jsonb AS value', [{ a: 1 }])).rows).toEqual([{ value: { a: 1 } }]);
    expect((await preparedNames()).length).toBe(before);
  });

  it('runs a statement first seen in a transaction the ordinary way, prepares it after, and executes it in the next', async () => {
    const sql = 'INSERT INTO notes (id, body) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body';
    const sent: string[] = [];
    const recorded = (tx: Transaction): Transaction =>
      ({
        query(text: string, params?: unknown[]) {
          sent.push(text);
          return tx.query(text, params);
        },
      }) as Transaction;
    await pglite.transaction((tx) => statements.queryIn(recorded(tx), sql, [200, "it's first"]));
    expect((await preparedNames()).some((row) => row.statement.includes(sql))).toBe(false);
    await statements.prepareWanted();
    await pglite.transaction(async (tx) => {
      const result = await statements.queryIn(recorded(tx), sql, [200, "it's second"]);
      expect(result.affectedRows).toBe(1);
    });
    expect(sent[0]).toBe(sql);
    expect(sent[1]).toMatch(/^EXECUTE tod_s\d+\(/);
    expect((await preparedNames()).filter((row) => row.statement.includes(sql))).toHaveLength(1);
    expect((await statements.query<{ body: string }>('SELECT body FROM notes WHERE id = $1', [200])).rows).toEqual([
      { body: "it's second" },
    ]);
  });

  it("rolls back a prepared statement run in a transaction that fails, and names the caller's statement", async () => {
    const sql = 'INSERT INTO notes (id, body) VALUES ($1, $2)';
    await statements.query(sql, [300, 'kept']);
    const error = await pglite
      .transaction(async (tx) => {
        await statements.queryIn(tx, sql, [301, 'rolled back']);
        await statements.queryIn(tx, sql, [300, 'duplicate 503-555-0100']);
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', query: sql });
    expect(JSON.stringify((error as { query: string }).query)).not.toContain('503-555-0100');
    expect(
      (await statements.query<{ id: number }>('SELECT id FROM notes WHERE id = ANY($1::int[]) ORDER BY id', [[300, 301]])).rows,
    ).toEqual([{ id: 300 }]);
  });
});
