import { describe, expect, it } from 'vitest';
import { chatRequestSchema, sessionIdSchema } from './chat.ts';

const base = {
  message: 'My door is stuck',
  sessionId: 'session_1234_0123456789abcdef',
  context: { conversationHistory: [], userRegion: 'salem' },
};

describe('chatRequestSchema', () => {
  it('accepts a valid request and trims the message', () => {
    const parsed = chatRequestSchema.parse({ ...base, message: '  hello  ' });
    expect(parsed.message).toBe('hello');
  });

  it.each([
    ['an empty message', { ...base, message: '   ' }],
    ['a 2,001-character message', { ...base, message: 'a'.repeat(2001) }],
    ['a bad sessionId', { ...base, sessionId: 'bad id!' }],
    ['a short sessionId', { ...base, sessionId: 'abc' }],
    ['a guessable 8-character sessionId', { ...base, sessionId: 'abc12345' }],
    ['a 21-character sessionId (under 128 bits)', { ...base, sessionId: 'a'.repeat(21) }],
    ['a short sessionToken', { ...base, sessionToken: 'abc12345' }],
    ['a sessionToken with a control character', { ...base, sessionToken: `${'a'.repeat(30)}\u0000` }],
    ['an unknown region', { ...base, context: { ...base.context, userRegion: 'mars' } }],
    ['21 history items', { ...base, context: { ...base.context, conversationHistory: Array(21).fill({ role: 'user', content: 'x' }) } }],
    ['a message of the wrong type', { ...base, message: 42 }],
    ['a 201-character page context', { ...base, context: { ...base.context, pageContext: 'x'.repeat(201) } }],
    ['a visitor phone the widget would leave out', { ...base, context: { ...base.context, visitor: { phone: '555' } } }],
  ])('rejects %s', (_label, body) => {
    expect(chatRequestSchema.safeParse(body).success).toBe(false);
  });

  it("keeps the partner page's visitor and page context (issue 18.8)", () => {
    const context = { ...base.context, visitor: { name: 'Ana Ruiz', zip: '97301' }, pageContext: ' Showroom: Modern Steel ' };
    const parsed = chatRequestSchema.parse({ ...base, context });
    expect(parsed.context.visitor).toEqual({ name: 'Ana Ruiz', zip: '97301' });
    expect(parsed.context.pageContext).toBe('Showroom: Modern Steel');
  });

  it('accepts exactly 2,000 characters and 20 history items', () => {
    const history = Array(20).fill({ role: 'assistant', content: 'ok' });
    expect(
      chatRequestSchema.safeParse({ ...base, message: 'a'.repeat(2000), context: { ...base.context, conversationHistory: history } })
        .success,
    ).toBe(true);
  });
});

describe('sessionIdSchema (issue 21.13)', () => {
  it("accepts the widget's 128-bit ids and 22 base64url characters, the least that holds 128 bits", () => {
    expect(sessionIdSchema.safeParse(`tod_${'0f'.repeat(16)}`).success).toBe(true);
    expect(sessionIdSchema.safeParse('AAECAwQFBgcICQoLDA0ODw').success).toBe(true);
  });

  it('rejects ids longer than 64 characters', () => {
    expect(sessionIdSchema.safeParse('a'.repeat(65)).success).toBe(false);
  });
});
