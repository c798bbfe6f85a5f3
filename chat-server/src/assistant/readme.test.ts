import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { floorRegexCount } from './understand/safetyFloor.ts';

describe("the repository README's assistant section", () => {
  it('states the number of regular expressions the safety floor holds today', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const stated = /safety\s+floor keeps hand-written rules, and it holds \*\*(\d+) regular expressions\*\*/.exec(readme);
    expect(stated?.[1]).toBe(String(floorRegexCount()));
  });
});
