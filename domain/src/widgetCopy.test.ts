import { describe, expect, it } from 'vitest';
import { fillTemplate } from './chatCopy.ts';
import { WIDGET_COPY } from './widgetCopy.ts';

describe('WIDGET_COPY', () => {
  it('names the assistant in its screen-reader texts', () => {
    expect(WIDGET_COPY.assistantPrefix).toBe('T.O.D.: ');
    expect(fillTemplate(WIDGET_COPY.newMessageAnnouncement, { content: 'Hi' })).toBe('T.O.D. says: Hi');
  });
});
