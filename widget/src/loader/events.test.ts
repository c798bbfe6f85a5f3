import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ChatEvent, createEventHub } from './events.ts';

const event: ChatEvent = {
  event: 'message_sent',
  deviceType: 'desktop',
  browser: 'chrome',
  region: 'Portland Metro',
  city: 'Portland',
  responseTimeMs: 120,
};

afterEach(() => {
  localStorage.clear();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('createEventHub', () => {
  it('calls the listeners of the event and stops after off', () => {
    const hub = createEventHub();
    const listener = vi.fn();
    const other = vi.fn();
    hub.on('message_sent', listener);
    hub.on('lead_captured', other);
    hub.emit(event);
    expect(listener).toHaveBeenCalledWith(event);
    expect(other).not.toHaveBeenCalled();
    hub.off('message_sent', listener);
    hub.emit(event);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps calling other listeners when one throws', () => {
    const hub = createEventHub();
    const second = vi.fn();
    hub.on('message_sent', () => {
      throw new Error('host bug');
    });
    hub.on('message_sent', second);
    expect(() => hub.emit(event)).not.toThrow();
    expect(second).toHaveBeenCalled();
  });

  it('pushes to window.dataLayer only when analytics consent is granted', () => {
    const hub = createEventHub();
    hub.emit(event);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
    localStorage.setItem('analytics_consent', 'denied');
    hub.emit(event);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
    localStorage.setItem('analytics_consent', 'granted');
    hub.emit(event);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([event]);
  });
});
