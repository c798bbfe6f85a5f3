import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, UNKNOWN_ACCOUNT_HASH, verifyPassword } from './password.ts';
import { TEST_SCRYPT } from './testing.ts';

describe('staff passwords', () => {
  it('verifies the right password and refuses a wrong one; each hash has its own salt', async () => {
    const first = await hashPassword('correct horse battery', TEST_SCRYPT);
    const second = await hashPassword('correct horse battery', TEST_SCRYPT);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse batterY', first)).toBe(false);
  });

  it('refuses malformed hashes and matches nothing with the unknown-account hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$a$b')).toBe(false);
    expect(await verifyPassword('', UNKNOWN_ACCOUNT_HASH)).toBe(false);
  });

  it('asks for at least 12 characters', () => {
    expect(passwordProblem('short')).toMatch(/12/);
    expect(passwordProblem('twelve chars')).toBeUndefined();
  });
});
