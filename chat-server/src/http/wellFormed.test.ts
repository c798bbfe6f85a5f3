import { describe, expect, it } from 'vitest';
import { wellFormed } from './wellFormed.ts';

describe('wellFormed', () => {
  it('replaces lone surrogates in strings, keys and nested values with U+FFFD and keeps valid pairs', () => {
    expect(wellFormed('a\ud800b')).toBe('a\ufffdb');
    expect(wellFormed('\udfffx')).toBe('\ufffdx');
    expect(wellFormed('emoji 😀 ok')).toBe('emoji 😀 ok');
    expect(wellFormed({ name: '\ud800 lone', list: ['\udc00'], 'k\ud800': 1 })).toEqual({
      name: '\ufffd lone',
      list: ['\ufffd'],
      'k\ufffd': 1,
    });
  });

  it('keeps a "__proto__" key as an own property without touching the prototype', () => {
    const body = JSON.parse('{"__proto__":{"polluted":"yes"},"a":1}') as unknown;
    const copy = wellFormed(body) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__', 'a']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('drops NUL characters, which Postgres cannot store in text or jsonb', () => {
    expect(wellFormed({ message: 'a\u0000b\u0001' })).toEqual({ message: 'ab\u0001' });
  });

  it('leaves numbers, booleans and null alone', () => {
    expect(wellFormed([1, true, null])).toEqual([1, true, null]);
  });
});

describe('wellFormed: invisible characters (issue 21.12)', () => {
  it('drops bidi overrides, isolates and direction marks', () => {
    expect(wellFormed({ name: 'Jordan \u202egpj.exe', city: '\u2067Salem\u2069\u200f' })).toEqual({
      name: 'Jordan gpj.exe',
      city: 'Salem',
    });
  });

  it('drops zero-width spaces, non-joiners, word joiners, BOMs and soft hyphens', () => {
    expect(wellFormed('Jor\u200bdan\u200c Re\u2060yes\ufeff Sa\u00adlem')).toBe('Jordan Reyes Salem');
  });

  it('drops a stray zero-width joiner but keeps the one inside an emoji sequence', () => {
    expect(wellFormed('Jo\u200drdan 👩\u200d🔧')).toBe('Jordan 👩\u200d🔧');
  });
});
