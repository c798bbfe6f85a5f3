import { LOCAL_STORAGE_KEYS } from '@tod/domain/facts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ChatEvent, createEventHub, isTodEventName, type LifecycleEvent } from './events.ts';

const event: ChatEvent = {
  event: 'message_sent',
  deviceType: 'desktop',
  browser: 'chrome',
  region: 'Portland Metro',
  city: 'Portland',
  responseTimeMs: 120,
};
const ready: LifecycleEvent = { event: 'ready', open: false, unread: 0 };
const dataLayer = () => (window as { dataLayer?: unknown[] }).dataLayer;

afterEach(() => {
  localStorage.clear();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('createEventHub', () => {
  it('calls the listeners of the event and stops after off', () => {
    const hub = createEventHub(() => false);
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
    const hub = createEventHub(() => false);
    const second = vi.fn();
    hub.on('message_sent', () => {
      throw new Error('host bug');
    });
    hub.on('message_sent', second);
    expect(() => hub.emit(event)).not.toThrow();
    expect(second).toHaveBeenCalled();
  });

  it('pushes chat events to window.dataLayer only while the host grants consent', () => {
    let consent = false;
    const hub = createEventHub(() => consent);
    hub.emit(event);
    expect(dataLayer()).toBeUndefined();
    consent = true;
    hub.emit(event);
    expect(dataLayer()).toEqual([event]);
  });

  it("ignores the T.O.D. site's own localStorage consent key", () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.analyticsConsent, 'granted');
    createEventHub(() => false).emit(event);
    expect(dataLayer()).toBeUndefined();
  });

  it('never pushes lifecycle events to window.dataLayer', () => {
    const hub = createEventHub(() => true);
    const listener = vi.fn();
    hub.on('unread', listener);
    hub.emit({ event: 'unread', open: false, unread: 2 });
    expect(listener).toHaveBeenCalledWith({ event: 'unread', open: false, unread: 2 });
    expect(dataLayer()).toBeUndefined();
  });

  it('calls a ready listener added after ready, once', async () => {
    const hub = createEventHub(() => false);
    hub.emit(ready);
    const late = vi.fn();
    hub.on('ready', late);
    await Promise.resolve();
    expect(late).toHaveBeenCalledWith(ready);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('knows the chat and lifecycle event names only', () => {
    expect(isTodEventName('unread')).toBe(true);
    expect(isTodEventName('lead_captured')).toBe(true);
    expect(isTodEventName('message')).toBe(false);
  });
});
