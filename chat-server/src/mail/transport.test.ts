import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DurableFileSystem } from './durableFile.ts';
import { headerOf } from './smtpSink.ts';
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

describe('the headers a mail leaves with (issue 37.10)', () => {
  it('carry no control character of a subject or key built elsewhere, not even inside an encoded word', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'tod-eml-headers-'));
    try {
      const key = 'contact:DL-\u000B1';
      await emlFileTransport(directory, 'T.O.D. <tod@doorlogic.example>').send({
        key,
        to: 'office@doorlogic.example',
        subject: 'Contact request in Sa\u000Bl\u000Ce\u007Fm\r\nBcc: x@example.com\u2028\u2029, OR',
        text: 't',
      });
      const raw = await readFile(join(directory, emlFileName(key)), 'utf8');
      // Plain printable ASCII: nodemailer would otherwise wrap the controls in an encoded word (=?UTF-8?Q?…=0B…?=).
      expect(headerOf(raw, 'Subject')).toBe('Contact request in Sa l e m Bcc: x@example.com , OR');
      expect(headerOf(raw, 'X-TOD-Key')).toBe('contact:DL- 1');
      expect(headerOf(raw, 'Bcc')).toBeUndefined();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
