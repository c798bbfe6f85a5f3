import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerSentEvent } from './sse.ts';

function parseAll(chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const feed = createSseParser((event) => events.push(event));
  for (const chunk of chunks) feed(chunk);
  return events;
}

describe('createSseParser', () => {
  it('parses named events split across chunks at any point', () => {
    const stream = 'event: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n\nevent: done\ndata: {"content":"Hello"}\n\n';
    const whole = parseAll([stream]);
    const split = parseAll(stream.split(''));
    expect(whole).toEqual([
      { event: 'delta', data: '{"text":"Hel"}' },
      { event: 'delta', data: '{"text":"lo"}' },
      { event: 'done', data: '{"content":"Hello"}' },
    ]);
    expect(split).toEqual(whole);
  });

  it('ignores comments, joins multi-line data and accepts CRLF', () => {
    expect(parseAll([': keep-alive\r\n\r\ndata: a\r\ndata: b\r\n\r\n'])).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('does not emit an event that never ended with a blank line', () => {
    expect(parseAll(['event: done\ndata: {}'])).toEqual([]);
  });
});
