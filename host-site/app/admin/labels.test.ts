import { describe, expect, it } from 'vitest';
import { filterQuery } from './adminApi.ts';
import { telHrefOf } from './labels.ts';

describe('the inbox’s small helpers', () => {
  it('makes a call link of a US phone number in any format, and none of text without one', () => {
    expect(telHrefOf('(503) 555-0142')).toBe('tel:+15035550142');
    expect(telHrefOf('+1 503.555.0142')).toBe('tel:+15035550142');
    expect(telHrefOf('call me')).toBeUndefined();
    expect(telHrefOf(null)).toBeUndefined();
  });

  it('builds the list’s query string without empty filters', () => {
    expect(filterQuery({ q: 'ann lee', region: 'salem', status: undefined, kind: '' })).toBe('?q=ann+lee&region=salem');
    expect(filterQuery({})).toBe('');
  });
});
