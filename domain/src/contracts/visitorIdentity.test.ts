import { describe, expect, it } from 'vitest';
import { checkVisitorIdentity } from '../visitorIdentity.ts';
import { pageContextSchema, visitorIdentitySchema } from './visitorIdentity.ts';

describe('visitorIdentitySchema', () => {
  it('accepts what the widget check keeps', () => {
    const { identity } = checkVisitorIdentity({ name: 'Ana Ruiz', phone: '503.555.0142', city: 'Boise', zip: '83702' });
    expect(visitorIdentitySchema.parse(identity)).toEqual(identity);
  });

  it('rejects a field the widget check leaves out', () => {
    expect(visitorIdentitySchema.safeParse({ zip: '123' }).success).toBe(false);
    expect(visitorIdentitySchema.safeParse({ phone: '555' }).success).toBe(false);
  });

  it('limits the page context to 200 characters', () => {
    expect(pageContextSchema.safeParse('x'.repeat(201)).success).toBe(false);
    expect(pageContextSchema.parse(' Showroom: Modern Steel ')).toBe('Showroom: Modern Steel');
  });
});
