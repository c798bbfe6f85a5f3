import type { InboxEvent } from '@tod/domain/contracts';
import { describe, expect, it } from 'vitest';
import { isNewEmergency, knownEmergency } from './emergencyAlert.ts';

const event = (op: InboxEvent['op'], emergency: boolean): InboxEvent => ({ op, id: 4, kind: 'chat_lead', region: 'salem', emergency });

describe('which item events alert as an emergency', () => {
  it('alerts for a new emergency, not for a new ordinary item', () => {
    expect(isNewEmergency(event('created', true), undefined, new Set())).toBe(true);
    expect(isNewEmergency(event('created', false), undefined, new Set())).toBe(false);
  });

  it('alerts when a lead known as ordinary becomes an emergency', () => {
    expect(isNewEmergency(event('updated', true), false, new Set())).toBe(true);
  });

  it('stays quiet for an update of an emergency already known, or of an item this tab never saw', () => {
    expect(isNewEmergency(event('updated', true), true, new Set())).toBe(false);
    expect(isNewEmergency(event('updated', true), undefined, new Set())).toBe(false);
  });

  it('alerts once per item', () => {
    expect(isNewEmergency(event('created', true), undefined, new Set([4]))).toBe(false);
    expect(isNewEmergency(event('updated', true), false, new Set([4]))).toBe(false);
  });
});

describe('what the tab knows of an item', () => {
  it('reads a list page, summaries and an item page', () => {
    const list = { pages: [{ items: [{ id: 3, emergency: false }] }, { items: [{ id: 4, emergency: true }] }] };
    expect(knownEmergency([list], 3)).toBe(false);
    expect(knownEmergency([list], 4)).toBe(true);
    expect(knownEmergency([{ items: [{ id: 5, emergency: false }] }], 5)).toBe(false);
    expect(knownEmergency([{ item: { id: 6, emergency: true } }], 6)).toBe(true);
  });

  it('knows nothing of an item it has not cached, nor from answers of another shape', () => {
    expect(knownEmergency([undefined, null, { newItems: 3 }, { pages: [{ items: [{ id: 3, emergency: false }] }] }], 9)).toBeUndefined();
  });
});
