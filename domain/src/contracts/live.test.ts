import { describe, expect, it } from 'vitest';
import { ASSISTANT_NAME } from '../company.ts';
import { LIVE_COPY_EN, LIVE_COPY_ES } from '../liveCopy.ts';
import { LIVE_VISITOR_EVENT_TYPES } from '../liveFacts.ts';
import { escalationResultSchema } from './escalations.ts';
import { liveThreadEventSchema, liveVisitorEventSchema, liveVisitorMessageRequestSchema, staffMessageRequestSchema } from './live.ts';

const token = 'tok_0123456789abcdefghijkl';
const at = '2026-01-05T21:04:00.000Z';

describe('the live contract', () => {
  it('parses every visitor event, and its type is an SSE event name', () => {
    const events = [
      { type: 'waiting', seq: 1, at, officeOnline: true, region: 'salem', officeName: 'Salem', typicalWaitMinutes: 2, ringsUntil: at },
      { type: 'staff_joined', seq: 2, at, firstName: 'Maria', company: 'Door Logic' },
      { type: 'staff_message', seq: 3, id: 'm3', at, text: 'Hi, Maria here', firstName: 'Maria' },
      { type: 'visitor_message', seq: 4, id: 'm4', at, text: 'Hello', clientMessageId: 'c1' },
      { type: 'staff_typing', typing: true, firstName: 'Maria' },
      { type: 'staff_left', seq: 5, at, firstName: 'Maria' },
      { type: 'handed_back', seq: 6, at, firstName: 'Maria' },
      { type: 'nobody_joined', seq: 7, at },
      { type: 'ended', seq: 8, at, reason: 'visitor_closed' },
    ];
    for (const event of events) {
      const parsed = liveVisitorEventSchema.parse(event);
      expect(LIVE_VISITOR_EVENT_TYPES).toContain(parsed.type);
    }
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(LIVE_VISITOR_EVENT_TYPES));
  });

  it('gives the office the account id of staff events', () => {
    expect(() => liveThreadEventSchema.parse({ type: 'staff_message', seq: 3, id: 'm3', at, text: 'x', firstName: 'M' })).toThrow();
    expect(
      liveThreadEventSchema.parse({ type: 'staff_message', seq: 3, id: 'm3', at, text: 'x', firstName: 'M', staffId: 4 }),
    ).toMatchObject({
      staffId: 4,
    });
  });

  it.each([
    ['an empty text', { sessionToken: token, text: '   ' }],
    ['a 2,001-character text', { sessionToken: token, text: 'a'.repeat(2001) }],
    ['no token', { text: 'hi' }],
    ['a guessable token', { sessionToken: 'abc', text: 'hi' }],
    ['a client id with markup', { sessionToken: token, text: 'hi', clientMessageId: '<b>' }],
  ])("refuses a visitor's message with %s", (_label, body) => {
    expect(liveVisitorMessageRequestSchema.safeParse(body).success).toBe(false);
  });

  it('trims a staff message and refuses an empty or oversized one', () => {
    expect(staffMessageRequestSchema.parse({ text: '  On my way  ' }).text).toBe('On my way');
    expect(staffMessageRequestSchema.safeParse({ text: '' }).success).toBe(false);
    expect(staffMessageRequestSchema.safeParse({ text: 'a'.repeat(2001) }).success).toBe(false);
  });

  it("keeps the escalation answer's older shape valid and adds the live part", () => {
    expect(escalationResultSchema.safeParse({ success: true, submissionId: 'DL-1', internalEmailId: 'x' }).success).toBe(true);
    const live = { ringing: true, officeOnline: true, region: 'salem', officeName: 'Salem', typicalWaitMinutes: 2, ringsUntil: at };
    expect(escalationResultSchema.parse({ success: true, submissionId: 'DL-1', internalEmailId: 'x', live })).toMatchObject({ live });
  });

  it('has the same keys and substitutions in English and Spanish', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    expect(Object.keys(LIVE_COPY_ES).sort()).toEqual(Object.keys(LIVE_COPY_EN).sort());
    for (const key of Object.keys(LIVE_COPY_EN) as (keyof typeof LIVE_COPY_EN)[]) {
      expect(placeholders(LIVE_COPY_ES[key]), key).toEqual(placeholders(LIVE_COPY_EN[key]));
    }
    expect(LIVE_COPY_EN.joined).toContain('joined');
  });

  it('never ends a line with a double full stop after the assistant’s name', () => {
    for (const line of [...Object.values(LIVE_COPY_EN), ...Object.values(LIVE_COPY_ES)]) expect(line).not.toContain(`${ASSISTANT_NAME}.`);
  });
});
