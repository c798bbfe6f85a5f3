import { describe, expect, it } from 'vitest';
import { isPermanentMailError } from './transport.ts';

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
