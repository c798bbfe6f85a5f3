import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { Database } from '../store/database.ts';
import { recordAudit } from './audit.ts';
import { eraseVisitors, purgeOldChats } from './erasure.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Any fixed number: with several server processes on one Postgres, one of them purges at a time. */
const RETENTION_LOCK_KEY = 740_274_316;

/**
 * Erases every item and chat older than `retentionDays` (RETENTION_DAYS), with one audit line of counts.
 * @returns the items and chats erased, or undefined when another process was purging
 */
export async function purgeExpired(
  database: Database,
  retentionDays: number,
  now: Date,
): Promise<{ items: number; chats: number } | undefined> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  return database.transaction(async (tx) => {
    if (database.dialect === 'postgres') {
      const lock = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [RETENTION_LOCK_KEY]);
      if (!lock.rows[0]?.locked) return undefined;
    }
    const items = await eraseVisitors(tx, { olderThan: cutoff });
    const chats = await purgeOldChats(tx, cutoff);
    await tx.query('DELETE FROM escalations WHERE created_at < $1', [cutoff]);
    await tx.query('DELETE FROM contact_submissions WHERE created_at < $1', [cutoff]);
    await tx.query(`DELETE FROM mail_outbox WHERE created_at < $1 AND status <> 'pending'`, [cutoff]);
    if (items > 0 || chats > 0)
      await recordAudit(tx, { actor: 'system', action: 'retention_purge', detail: { items, chats, retentionDays } }, now);
    return { items, chats };
  });
}

/** The tables the inbox's queries plan over. */
const INBOX_TABLES = ['admin_items', 'admin_item_counts', 'chat_sessions', 'leads', 'escalations', 'contact_submissions'];

/**
 * Gives the planner fresh statistics of the inbox's tables on the embedded database, which runs no
 * autovacuum (Postgres' autovacuum does this itself): without them its plans are those of the day the
 * tables were created, whatever they hold now (decision 0190). A sample per table: well under a second.
 * @returns whether it ran
 */
export async function refreshStatistics(database: Database): Promise<boolean> {
  if (database.dialect !== 'pglite') return false;
  await database.query(`ANALYZE ${INBOX_TABLES.join(', ')}`);
  return true;
}

/** Runs the purge (and on PGlite refreshes statistics) shortly after start-up and then once a day; `stop` ends the timer. */
export function startRetentionJob(options: { database: Database; retentionDays: number; clock: Clock; logger: Logger }): { stop(): void } {
  const run = () => {
    purgeExpired(options.database, options.retentionDays, options.clock.now()).then(
      (purged) => {
        if (purged && (purged.items > 0 || purged.chats > 0))
          options.logger.info({ event: 'retention_purge', ...purged }, 'retention purge');
      },
      (error: unknown) => options.logger.warn({ event: 'retention_purge_failed', err: error }, 'retention purge failed'),
    );
    refreshStatistics(options.database).catch((error: unknown) =>
      options.logger.warn({ event: 'statistics_refresh_failed', err: error }, 'statistics refresh failed'),
    );
  };
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(daily);
    },
  };
}
