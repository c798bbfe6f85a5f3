import { describe, expect, it } from 'vitest';
import { mixedScripts } from './mixedScript.ts';

describe('mixedScripts', () => {
  it('finds a Cyrillic letter hidden in a Latin word', () => {
    expect(mixedScripts('B\u043eise')).toEqual(['Latin', 'Cyrillic']);
    expect(mixedScripts('J\u03bfrdan Reyes')).toEqual(['Latin', 'Greek']);
  });

  it.each([
    'José Nuñez',
    'Łukasz Żółć',
    'Nguyễn Văn An',
    'Zoë Müller',
    'Иван Петров',
    '山田 たろう',
    '김민준',
    'O\u2019Brien-Smith',
    'Ivan Иванов',
  ])('accepts %s, whose words each keep to one alphabet', (name) => {
    expect(mixedScripts(name)).toEqual([]);
  });
});
