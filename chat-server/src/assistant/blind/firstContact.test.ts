import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_CONTACT_FILE, type FirstContact, loadFirstContacts, recordFirstContact, setDigest } from './firstContact.ts';

const tally = { passed: 9, turns: 10, criticalPassed: 2, critical: 2 };
const entry = (text: string): FirstContact => ({
  set: 'round1.json',
  sha256: setDigest(text),
  date: '2026-11-29',
  commit: 'abc1234',
  ...tally,
  byLanguage: { en: tally, es: { passed: 0, turns: 0, criticalPassed: 0, critical: 0 } },
});
const fresh = () => join(mkdtempSync(join(tmpdir(), 'first-contact-')), 'first-contact.json');

describe('first-contact scores of blind sets', () => {
  it('records a set once, and refuses to record the same bytes again', () => {
    const path = fresh();
    expect(loadFirstContacts(path)).toEqual([]);
    recordFirstContact(entry('{"cases":[1]}'), path);
    expect(() => recordFirstContact({ ...entry('{"cases":[1]}'), passed: 10 }, path)).toThrow(
      /scored at first contact on 2026-11-29 \(9\/10\)/,
    );
    // An edited set is a new set.
    recordFirstContact(entry('{"cases":[1,2]}'), path);
    expect(loadFirstContacts(path).map((item) => item.passed)).toEqual([9, 9]);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toHaveLength(2);
  });

  it('refuses a record file that is not JSON or not a list of scores', () => {
    const path = fresh();
    writeFileSync(path, '[{');
    expect(() => loadFirstContacts(path)).toThrow(/not JSON/);
    writeFileSync(path, JSON.stringify([{ set: 'x' }]));
    expect(() => loadFirstContacts(path)).toThrow(/sha256/);
  });

  it("reads the project's own record (absent until a set is scored)", () => {
    expect(Array.isArray(loadFirstContacts(FIRST_CONTACT_FILE))).toBe(true);
  });
});

describe('setDigest', () => {
  it('knows a reformatted set as the same set and an edited one as another', () => {
    const set = { about: 'a', cases: [{ id: 'x', turns: [{ say: 'hola' }] }] };
    const compact = JSON.stringify(set);
    const pretty = JSON.stringify(set, null, 2);
    expect(setDigest(pretty)).toBe(setDigest(compact));
    expect(setDigest(JSON.stringify({ ...set, about: 'b' }))).not.toBe(setDigest(compact));
  });
});
