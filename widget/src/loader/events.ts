import { readStorage } from '../shared/storage.ts';

/** The chat events of SPEC §7. */
export const CHAT_EVENTS = [
  'conversation_started',
  'message_sent',
  'lead_captured',
  'cta_clicked',
  'manual_escalation_cta_clicked',
  'manual_escalation_completed',
  'manual_escalation_failed',
  'manual_escalation_error',
  'error_occurred',
] as const;
export type ChatEventName = (typeof CHAT_EVENTS)[number];

/**
 * What every event carries. Never message text, names, phones or emails (SPEC §7, DESIGN §4).
 * @example TOD.on('message_sent', (event) => console.info(event.responseTimeMs))
 */
export interface ChatEvent {
  event: ChatEventName;
  deviceType: 'mobile' | 'tablet' | 'desktop';
  browser: string;
  /** SPEC region name, e.g. 'Portland Metro'. */
  region: string;
  city: string | undefined;
  /** message_sent: milliseconds from send to the complete reply. */
  responseTimeMs?: number;
  /** cta_clicked: which action ('call', 'emergency_call', 'book', 'estimate', 'escalate'). */
  cta?: string;
  /** cta_clicked: 'quick_action' or 'message'. */
  source?: string;
  /** error_occurred and escalation failures: a short code, never the error text. */
  errorType?: string;
}

export type ChatEventListener = (event: ChatEvent) => void;

export interface EventHub {
  on(name: ChatEventName, listener: ChatEventListener): void;
  off(name: ChatEventName, listener: ChatEventListener): void;
  emit(event: ChatEvent): void;
  clear(): void;
}

export function isChatEventName(value: unknown): value is ChatEventName {
  return typeof value === 'string' && (CHAT_EVENTS as readonly string[]).includes(value);
}

/** Listeners get every event; `window.dataLayer` only with `localStorage.analytics_consent === 'granted'`. */
export function createEventHub(target: Window & { dataLayer?: unknown[] } = window): EventHub {
  const listeners = new Map<ChatEventName, Set<ChatEventListener>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set<ChatEventListener>();
      set.add(listener);
      listeners.set(name, set);
    },
    off(name, listener) {
      listeners.get(name)?.delete(listener);
    },
    emit(event) {
      for (const listener of listeners.get(event.event) ?? []) {
        try {
          listener({ ...event });
        } catch {
          // A host listener that throws must not break the chat.
        }
      }
      if (readStorage('local', 'analytics_consent') === 'granted') {
        if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
        target.dataLayer.push({ ...event });
      }
    },
    clear() {
      listeners.clear();
    },
  };
}
