import { describe, expect, it } from 'vitest';
import { createMessage } from '../chat/conversation.ts';
import { scrollMove } from './replyScroll.ts';

const user = createMessage('user', 'Hi', 1);
const reply = createMessage('assistant', 'Hello', 2, { confidence: 1, region: 'x' });
const escalation = createMessage('escalation', 'Forwarded', 3, { confidence: 1, region: 'x' });

describe('scrollMove (issue 23.2)', () => {
  it("goes to the end after the visitor's own message", () => {
    expect(scrollMove([user], true)).toEqual({ kind: 'end' });
    expect(scrollMove([user], false)).toEqual({ kind: 'end' });
  });

  it("puts a new reply's first line at the top while the visitor follows the conversation", () => {
    expect(scrollMove([reply], true)).toEqual({ kind: 'top-of', id: reply.id });
    expect(scrollMove([reply, escalation], true)).toEqual({ kind: 'top-of', id: reply.id });
  });

  it('stays put, with the reply marked unseen, when the visitor has scrolled up', () => {
    expect(scrollMove([reply], false)).toEqual({ kind: 'stay', unseen: reply.id });
  });

  it("brings the answer to the visitor's 'Talk to Human' into view even when they had scrolled up (issue 33.2)", () => {
    expect(scrollMove([escalation], false)).toEqual({ kind: 'top-of', id: escalation.id });
  });

  it('does nothing when nothing was added', () => {
    expect(scrollMove([], true)).toBeNull();
  });
});
