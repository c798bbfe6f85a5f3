import type { Database } from '../store/database.ts';

/** For tests only: a database-thread service (see ThreadServiceSpec) that counts rows, fails on request, or fails to start. */
export async function createThreadService(database: Database, options: { failToStart?: boolean }) {
  if (options.failToStart) throw new Error('fixture service refused to start');
  return async (payload: unknown) => {
    const { table, fail } = payload as { table: string; fail?: boolean };
    if (fail) throw Object.assign(new Error('fixture service failed'), { code: 'FIXTURE' });
    const { rows } = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    return rows[0]?.n;
  };
}

export const THREAD_SERVICE_FIXTURE_URL = import.meta.url;
