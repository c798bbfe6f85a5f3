import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../store/openDatabase.ts';
import { runMailCli } from './mailCli.ts';
import { createMailOutbox } from './outbox.ts';

function capture() {
  let text = '';
  const out: Pick<NodeJS.WritableStream, 'write'> = {
    write: (chunk: string | Uint8Array) => {
      text += String(chunk);
      return true;
    },
  };
  return { out, text: () => text };
}

describe('npm run mail (issue 21.4)', () => {
  it('requeue --failed puts failed mail back in the queue; status reports the outbox', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tod-mail-cli-'));
    try {
      const { database } = await openDatabase({ dataDir });
      const outbox = createMailOutbox({ officeAddress: 'office@doorlogic.example', clock: { now: () => new Date() } });
      await database.transaction((tx) => outbox.enqueueOfficeMail(tx, { key: 'cli-1', subject: 's', text: 't' }));
      await database.query("UPDATE mail_outbox SET status = 'failed', attempts = 3 WHERE idempotency_key = 'cli-1'");
      await database.close();

      const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      const requeue = capture();
      expect(await runMailCli(['requeue', '--failed'], env, requeue.out)).toBe(0);
      expect(requeue.text()).toMatch(/Requeued 1 failed mail\b/);
      const status = capture();
      expect(await runMailCli(['status'], env, status.out)).toBe(0);
      expect(JSON.parse(status.text())).toMatchObject({ pending: 1, failed: 0 });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('answers an unknown command with the usage and exit code 64, touching nothing', async () => {
    expect(await runMailCli(['requeue'], { DATA_DIR: '/nonexistent-tod-dir' })).toBe(64);
    expect(await runMailCli([], { DATA_DIR: '/nonexistent-tod-dir' })).toBe(64);
  });
});
