import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from './smtpSink.ts';
import { threadedTransport } from './threadedTransport.ts';
import { isPermanentMailError, type MailTransport } from './transport.ts';

const FROM = 'T.O.D. <tod@example.com>';
const message = (key: string) => ({ key, to: 'office@example.com', subject: `Lead ${key}`, text: 'A visitor needs a technician.' });

async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail transport in its own thread', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  function track(transport: MailTransport): MailTransport {
    cleanups.push(() => transport.close());
    return transport;
  }
  async function sink(options: { rejectRecipients?: boolean } = {}): Promise<SmtpSink> {
    const started = await startSmtpSink(options);
    cleanups.push(() => started.close());
    return started;
  }

  it('writes each mail as an .eml file under the directory', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'tod-mail-thread-'));
    cleanups.push(() => rm(directory, { recursive: true, force: true }));
    const transport = track(threadedTransport({ kind: 'eml', directory, from: FROM }));
    await Promise.all([transport.send(message('lead:a')), transport.send(message('lead:b'))]);
    const files = await readdir(directory);
    expect(files).toHaveLength(2);
    const contents = await Promise.all(files.map((file) => readFile(join(directory, file), 'utf8')));
    expect(contents.join('\n')).toContain('Subject: Lead lead:a');
    expect(contents.join('\n')).toContain('Subject: Lead lead:b');
  });

  it('delivers over SMTP', async () => {
    const smtp = await sink();
    const transport = track(threadedTransport({ kind: 'smtp', smtpUrl: smtp.url, from: FROM }));
    await transport.send(message('lead:smtp'));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.raw).toContain('X-Tod-Key: lead:smtp');
  });

  it("keeps the SMTP server's permanent refusal recognisable across the thread", async () => {
    const smtp = await sink({ rejectRecipients: true });
    const transport = track(threadedTransport({ kind: 'smtp', smtpUrl: smtp.url, from: FROM }));
    const error = await transport.send(message('lead:refused')).catch((caught: unknown) => caught);
    expect(isPermanentMailError(error)).toBe(true);
  });

  it('rejects a send while SMTP is unreachable as a failure to retry, not a permanent one', async () => {
    const transport = track(threadedTransport({ kind: 'smtp', smtpUrl: `smtp://127.0.0.1:${await unusedPort()}`, from: FROM }));
    const error = await transport.send(message('lead:down')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(isPermanentMailError(error)).toBe(false);
  });

  it('fails the sends in flight when the thread dies, and starts a new thread for the next send', async () => {
    const threadUrl = new URL('../testing/crashingMailThread.ts', import.meta.url);
    const transport = track(threadedTransport({ kind: 'eml', directory: tmpdir(), from: FROM }, { threadUrl }));
    await expect(transport.send(message('lead:first'))).rejects.toThrow('The mail thread stopped (exit code 3)');
    // The next send reaches a new thread (which dies the same way), instead of a dead one that never answers.
    await expect(transport.send(message('lead:second'))).rejects.toThrow('The mail thread stopped (exit code 3)');
  });

  it('refuses sends after close', async () => {
    const transport = threadedTransport({ kind: 'eml', directory: tmpdir(), from: FROM });
    transport.close();
    await expect(transport.send(message('lead:late'))).rejects.toThrow('The mail transport is closed');
  });
});
