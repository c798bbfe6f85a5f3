import { describe, expect, it } from 'vitest';
import { CHAT_COPY, fillTemplate, GREETING_TEMPLATES } from './chatCopy.ts';

describe('chat copy', () => {
  it('has five greetings, each taking the city or the place', () => {
    expect(GREETING_TEMPLATES).toHaveLength(5);
    for (const template of GREETING_TEMPLATES) expect(template).toMatch(/\{(city|place)\}/);
  });

  it('fills known placeholders and leaves unknown ones', () => {
    expect(fillTemplate(CHAT_COPY.sendFailure, { phone: '(888) 555-0199' })).toContain('directly at (888) 555-0199 or');
    expect(fillTemplate('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
