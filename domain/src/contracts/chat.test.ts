import { describe, expect, it } from 'vitest';
import { chatRequestSchema } from './chat.ts';

const base = { message: 'My door is stuck', sessionId: 'session_1234', context: { conversationHistory: [], userRegion: 'salem' } };

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
    ['an unknown region', { ...base, context: { ...base.context, userRegion: 'mars' } }],
    ['21 history items', { ...base, context: { ...base.context, conversationHistory: Array(21).fill({ role: 'user', content: 'x' }) } }],
    ['a message of the wrong type', { ...base, message: 42 }],
  ])('rejects %s', (_label, body) => {
    expect(chatRequestSchema.safeParse(body).success).toBe(false);
  });

  it('accepts exactly 2,000 characters and 20 history items', () => {
    const history = Array(20).fill({ role: 'assistant', content: 'ok' });
    expect(
      chatRequestSchema.safeParse({ ...base, message: 'a'.repeat(2000), context: { ...base.context, conversationHistory: history } })
        .success,
    ).toBe(true);
  });
});
