import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { intervalWarning } from './intervalWarning.ts';

describe('intervalWarning', () => {
  it('logs the first failure, counts the next ones, and logs their number once the interval has passed', () => {
    let now = 0;
    const lines: { event: string; failures: number; errorCode?: string }[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const warning = intervalWarning({ logger, event: 'x_failed', message: 'x failed', intervalMs: 1000, now: () => now });
    warning.failed({ errorCode: 'ECONNREFUSED' });
    for (let i = 0; i < 5; i += 1) warning.failed();
    now = 999;
    warning.failed();
    expect(lines).toEqual([expect.objectContaining({ event: 'x_failed', failures: 1, errorCode: 'ECONNREFUSED' })]);
    now = 1000;
    warning.failed({ errorCode: 'ETIMEDOUT' });
    expect(lines[1]).toEqual(expect.objectContaining({ event: 'x_failed', failures: 7, errorCode: 'ETIMEDOUT' }));
  });
});
