import { describe, expect, it } from 'vitest';
import { checkVisitorIdentity } from './visitorIdentity.ts';

describe('checkVisitorIdentity', () => {
  it('keeps every valid field, trimmed', () => {
    expect(checkVisitorIdentity({ name: ' Ana  Ruiz ', phone: '(503) 555-0142', city: 'Salem', zip: '97301' })).toEqual({
      identity: { name: 'Ana Ruiz', phone: '(503) 555-0142', city: 'Salem', zip: '97301' },
      problems: [],
    });
  });

  it.each([
    ['name', 'A'],
    ['name', '<script>'],
    ['phone', '555-0142'],
    ['phone', '1-800-FLOWERS'],
    ['city', 'x'.repeat(101)],
    ['zip', '9730'],
    ['zip', 97301],
  ])('leaves out %s=%j and names the field without its value', (field, value) => {
    const companion = field === 'name' ? { city: 'Boise' } : { name: 'Ana' };
    const { identity, problems } = checkVisitorIdentity({ ...companion, [field]: value });
    expect(identity).toEqual(companion);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${field}: expected`));
    expect(problems[0]).not.toContain(String(value));
  });

  it('reports unknown fields and non-objects', () => {
    expect(checkVisitorIdentity({ email: 'a@b.c' }).problems[0]).toMatch(/^email: not a known field/);
    expect(checkVisitorIdentity('Ana')).toEqual({ identity: {}, problems: [expect.stringContaining('expected an object')] });
    expect(checkVisitorIdentity(null).identity).toEqual({});
  });
});
