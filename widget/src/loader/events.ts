import { CHAT_EVENTS, type ChatEvent, LIFECYCLE_EVENTS, type LifecycleEvent, type TodEvent, type TodEventName } from '../types.ts';

export type { ChatEvent, ChatEventListener, ChatEventName, LifecycleEvent, TodEvent, TodEventName } from '../types.ts';
export { CHAT_EVENTS, LIFECYCLE_EVENTS } from '../types.ts';

type Listener = (event: TodEvent) => void;

export interface EventHub {
  on(name: TodEventName, listener: Listener): void;
  off(name: TodEventName, listener: Listener): void;
  emit(event: TodEvent): void;
  clear(): void;
}

export function isTodEventName(value: unknown): value is TodEventName {
  return typeof value === 'string' && ([...CHAT_EVENTS, ...LIFECYCLE_EVENTS] as readonly string[]).includes(value);
}

function isChatEvent(event: TodEvent): event is ChatEvent {
  return (CHAT_EVENTS as readonly string[]).includes(event.event);
}

/**
 * Listeners get every event. The SPEC §7 chat events also go to `window.dataLayer`, but only while
 * `consented()` says the host granted analytics consent (`TOD.configure({ analyticsConsent })`); the
 * lifecycle events never do. A `ready` listener added after the widget was ready is called at once.
 */
export function createEventHub(consented: () => boolean, target: Window & { dataLayer?: unknown[] } = window): EventHub {
  const listeners = new Map<TodEventName, Set<Listener>>();
  let ready: LifecycleEvent | undefined;
  const call = (listener: Listener, event: TodEvent) => {
    try {
      listener({ ...event });
    } catch {
      // A host listener that throws must not break the chat.
    }
  };
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(name, set);
      const readyEvent = ready;
      if (name === 'ready' && readyEvent) queueMicrotask(() => listeners.get('ready')?.has(listener) && call(listener, readyEvent));
    },
    off(name, listener) {
      listeners.get(name)?.delete(listener);
    },
    emit(event) {
      if (event.event === 'ready') ready = event as LifecycleEvent;
      for (const listener of listeners.get(event.event) ?? []) call(listener, event);
      if (isChatEvent(event) && consented()) {
        if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
        target.dataLayer.push({ ...event });
      }
    },
    clear() {
      listeners.clear();
    },
  };
}
