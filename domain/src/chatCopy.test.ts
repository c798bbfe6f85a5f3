import { describe, expect, it } from 'vitest';
import { CHAT_COPY, fillTemplate, GREETING_TEMPLATES } from './chatCopy.ts';
import { WIDGET_CATALOGUE_ES } from './widgetCopyEs.ts';

describe('chat copy', () => {
  it('has five greetings, each taking the city or the place', () => {
    expect(GREETING_TEMPLATES).toHaveLength(5);
    for (const template of GREETING_TEMPLATES) expect(template).toMatch(/\{(city|place)\}/);
  });

  it('addresses the visitor by the bare city, which may be the fallback "neighbor" (issue 33.10)', () => {
    for (const template of [...GREETING_TEMPLATES, ...WIDGET_CATALOGUE_ES.greeting.templates])
      for (const [use] of template.matchAll(/\{city\}.?/g)) expect(use).toBe('{city}!');
  });

  it('fills known placeholders and leaves unknown ones', () => {
    expect(fillTemplate(CHAT_COPY.sendFailure, { phone: '(888) 555-0199' })).toContain('directly at (888) 555-0199 or');
    expect(fillTemplate('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
