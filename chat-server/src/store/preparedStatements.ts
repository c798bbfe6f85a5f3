/**
 * Plan caching for PGlite. PGlite runs each parameterised query as an unnamed statement, so Postgres
 * parses and plans it again on every call; for the chat turn's one-statement write, planning was two
 * thirds of its time (1.1 of 1.7 ms). PGlite has no API for named statements, so the SQL-level
 * equivalent is used: the first call of a statement text runs `PREPARE tod_s<n> AS <sql>` once, and every call
 * runs `EXECUTE tod_s<n>(<literals>)`, which parses in microseconds and reuses the plan.
 *
 * The parameters become quoted literals, which Postgres coerces to the parameter types PREPARE inferred,
 * as it does with bound parameters. Only values with one exact literal form are inlined (strings without
 * NUL, finite numbers, bigints, booleans, null, Dates, flat arrays of those); any other value, and every
 * statement without parameters, takes PGlite's ordinary path. Literals are quoted for
 * standard_conforming_strings = on (the Postgres default, checked once before first use), where a doubled
 * quote is the only escape: visitor text can end a literal nowhere.
 */
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

/** Statement texts prepared at most; the app has a fixed set of statements, so this is never reached in practice. */
const MAX_PREPARED = 200;

/** Postgres' literal for a parameter value, or undefined when the value has no exact literal form here. */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  const text = literalText(value);
  if (text !== undefined) return quote(text);
  if (Array.isArray(value)) {
    const elements: string[] = [];
    for (const element of value) {
      if (element === null || element === undefined) {
        elements.push('NULL');
        continue;
      }
      const elementText = literalText(element);
      if (elementText === undefined) return undefined;
      elements.push(`"${elementText.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`);
    }
    return quote(`{${elements.join(',')}}`);
  }
  return undefined;
}

function literalText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  return undefined;
}

function quote(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * Runs `pglite.query` through cached plans where it can.
 * @example const statements = new PreparedStatements(pglite); await statements.query(sql, [json]);
 */
export class PreparedStatements {
  readonly #pglite: PGlite;
  readonly #names = new Map<string, Promise<string | undefined>>();
  /** The statements prepared so far, by text: a transaction may only use these (it cannot wait to PREPARE). */
  readonly #ready = new Map<string, string>();
  /** Statement texts a transaction ran the ordinary way, to prepare once it is over. */
  readonly #wanted = new Set<string>();
  #count = 0;
  #usable: Promise<boolean> | undefined;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async query<Row>(sql: string, params: readonly unknown[]): Promise<Results<Row>> {
    const literals = params.length > 0 ? params.map(sqlLiteral) : [];
    const name = literals.length > 0 && literals.every((literal) => literal !== undefined) ? await this.#prepared(sql) : undefined;
    if (name === undefined) return this.#pglite.query<Row>(sql, [...params]);
    return this.#executed(this.#pglite.query<Row>(`EXECUTE ${name}(${literals.join(', ')})`), sql, params);
  }

  async #executed<Row>(execution: Promise<Results<Row>>, sql: string, params: readonly unknown[]): Promise<Results<Row>> {
    try {
      return await execution;
    } catch (error) {
      // Report the statement as the caller wrote it: no literals in the error, and no position in
      // the EXECUTE text (a bound parameter's error has none either).
      if (error instanceof Error) Object.assign(error, { query: sql, params, position: undefined });
      throw error;
    }
  }

  /**
   * The same inside a transaction. A PREPARE there would abort the whole transaction if it failed, so only a
   * statement prepared before runs as EXECUTE; any other runs the ordinary way, and `prepareWanted()` (after
   * the transaction) prepares it for next time: a statement only transactions run (a lead's write) is planned
   * once too.
   */
  async queryIn<Row>(tx: Transaction, sql: string, params: readonly unknown[]): Promise<Results<Row>> {
    const literals = params.length > 0 ? params.map(sqlLiteral) : [];
    const name = literals.length > 0 && literals.every((literal) => literal !== undefined) ? this.#ready.get(sql) : undefined;
    if (name === undefined) {
      if (literals.length > 0) this.#wanted.add(sql);
      return tx.query<Row>(sql, [...params]);
    }
    return this.#executed(tx.query<Row>(`EXECUTE ${name}(${literals.join(', ')})`), sql, params);
  }

  /** Prepares the statements that transactions ran the ordinary way (call it once no transaction is open). */
  async prepareWanted(): Promise<void> {
    const wanted = [...this.#wanted];
    this.#wanted.clear();
    await Promise.all(wanted.map((sql) => this.#prepared(sql)));
  }

  /** The prepared statement's name, or undefined when the statement takes the ordinary path. */
  #prepared(sql: string): Promise<string | undefined> {
    const known = this.#names.get(sql);
    if (known) return known;
    if (this.#names.size >= MAX_PREPARED) return Promise.resolve(undefined);
    this.#count += 1;
    const name = `tod_s${this.#count}`;
    const preparing = this.#isUsable().then(async (usable) => {
      if (!usable) return undefined;
      // A statement that cannot be prepared (a syntax error, a table not created yet) takes the
      // ordinary path, which reports the error exactly as PGlite does; it is tried again next time.
      return this.#pglite.query(`PREPARE ${name} AS ${sql}`).then(
        () => {
          this.#ready.set(sql, name);
          return name;
        },
        () => {
          this.#names.delete(sql);
          return undefined;
        },
      );
    });
    this.#names.set(sql, preparing);
    return preparing;
  }

  #isUsable(): Promise<boolean> {
    this.#usable ??= this.#pglite.query<{ standard_conforming_strings: string }>('SHOW standard_conforming_strings').then(
      (result) => result.rows[0]?.standard_conforming_strings === 'on',
      () => false,
    );
    return this.#usable;
  }
}
