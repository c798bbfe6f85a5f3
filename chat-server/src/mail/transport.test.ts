import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DurableFileSystem } from './durableFile.ts';
import { emlFileName, emlFileTransport, isPermanentMailError } from './transport.ts';

const smtpError = (responseCode: number, command: string) => Object.assign(new Error(`${responseCode} reply`), { responseCode, command });

describe('isPermanentMailError (issue 21.4)', () => {
  it.each([550, 551, 553])('is final for a %i answer to RCPT TO (the recipient will never accept it)', (code) => {
    expect(isPermanentMailError(smtpError(code, 'RCPT TO'))).toBe(true);
  });

  it.each([
    ['530 to MAIL FROM (relay wants authentication)', smtpError(530, 'MAIL FROM')],
    ['554 at connect', smtpError(554, 'CONN')],
    ['552 to RCPT TO (mailbox full)', smtpError(552, 'RCPT TO')],
    ['550 to DATA (content policy)', smtpError(550, 'DATA')],
    ['451 to RCPT TO (greylisting)', smtpError(451, 'RCPT TO')],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['no error object', undefined],
  ])('is retried for %s', (_label, error) => {
    expect(isPermanentMailError(error)).toBe(false);
  });
});

describe('emlFileTransport (issue 21.3)', () => {
  it('fsyncs each .eml file and its directory before send() resolves', async () => {
    const synced: string[] = [];
    const fs: DurableFileSystem = {
      open: async (path) => ({ writeFile: async () => {}, sync: async () => void synced.push(path), close: async () => {} }),
      rename: async () => {},
      unlink: async () => {},
    };
    const directory = await mkdtemp(join(tmpdir(), 'tod-eml-sync-'));
    try {
      await emlFileTransport(directory, 'T.O.D. <tod@doorlogic.example>', fs).send({
        key: 'contact:DL-1',
        to: 'office@doorlogic.example',
        subject: 's',
        text: 't',
      });
      expect(synced).toEqual([`${join(directory, emlFileName('contact:DL-1'))}.${process.pid}.tmp`, directory]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
