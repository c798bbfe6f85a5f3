import { fillTemplate, LIVE_COPY, LIVE_TIMINGS, type WidgetCatalogue } from '@tod/domain/facts';
import { h } from 'preact';
import type { ServerSentEvent } from '../api/sse.ts';
import { type ChatMessage, type ConversationAction, createMessage, type MessageKind } from '../chat/conversation.ts';
import type { StoredSession } from '../chat/session.ts';
import { openStream, type StreamOptions } from './stream.ts';
import type { LiveStored, LiveView } from './types.ts';

export type { LiveStored, LiveView };

/** What App hands the chunk: its state (read through `latest`) and setters, so App itself stays small. */
export interface LiveHost {
  apiBase: string;
  token: string;
  stored: LiveStored | undefined;
  latest: {
    current: {
      session: Pick<StoredSession, 'sessionId' | 'leadData'>;
      conversation: { messages: readonly ChatMessage[] };
      region: { regionName: string };
      copy: WidgetCatalogue;
    };
  };
  dispatch(action: ConversationAction): void;
  setSession(update: (session: StoredSession) => StoredSession): void;
  /** Reads a line out through the window's live region. */
  announce(text: string): void;
  view(view: LiveView): void;
  fetch?: typeof fetch;
  stream?: Pick<StreamOptions, 'setTimer' | 'clearTimer' | 'random'>;
}

export interface LiveHandle {
  /** A person is in the chat: the visitor's messages go to them, not to T.O.D. */
  joined(): boolean;
  /** Sends to the person: true when delivered, false when nobody is in the chat any more (T.O.D. answers), undefined on failure. */
  send(text: string, id: string): Promise<boolean | undefined>;
  /** The visitor typed (at most one post per LIVE_TIMINGS.typingThrottleMs). */
  typing(): void;
  stop(): void;
}

type Data = Record<string, unknown> & { seq?: number; firstName?: string };

/**
 * The live hand-off in the widget (issue 17), a chunk loaded only once the visitor asked for a person: follows
 * the session's event stream, turns its events into lines of the conversation (each stored event once, by
 * `seq`), and sends the visitor's messages and typing to the person while one is in the chat.
 */
export function startLive(host: LiveHost): LiveHandle {
  const { latest } = host;
  const copy = LIVE_COPY[latest.current.copy.locale];
  const base = `${host.apiBase}/api/live/${encodeURIComponent(latest.current.session.sessionId)}`;
  const add = (message: ChatMessage) => host.dispatch({ type: 'add', message });
  const has = (id: string) => latest.current.conversation.messages.some((message) => message.id === id);
  const save = (live: LiveStored | undefined) => host.setSession((session) => ({ ...session, live }));
  /** SPEC §4's confirmation, when nobody joined: someone will reach out at the number given. */
  const confirm = () => {
    const { session, copy: chat, region } = latest.current;
    const phone = session.leadData.phone;
    const content = phone ? fillTemplate(chat.escalationSuccess, { phone }) : chat.escalationSuccessNoPhone;
    add(
      createMessage('escalation', content, Date.now(), {
        confidence: 1,
        region: region.regionName,
        responseType: 'escalation_confirmation',
      }),
    );
    host.announce(content);
  };
  const fetchImpl = host.fetch ?? ((...args) => fetch(...args));
  let state: LiveStored = host.stored ?? { seq: 0 };
  let typingName: string | undefined;
  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  let typedAt = 0;
  const shown = new Set<string>();

  const render = () => {
    const status = typingName
      ? fillTemplate(copy.staffTyping, { firstName: typingName })
      : state.waiting && !state.joined
        ? copy.waitingStatus
        : undefined;
    // 'End chat' while a person is in the chat or awaited, in the status line (the eager UI has no slot for it).
    // It posts close; the stream's `ended` then says so. Without an answer the control stays, to press again.
    // A button that does something, so it looks like the reply's action buttons, not a 'say this' chip; the
    // focus goes to the message box before the button goes away (issue 33.5).
    const end =
      (state.joined || state.waiting) &&
      h(
        'button',
        {
          type: 'button',
          class: 'tod-cta',
          onClick: (event: MouseEvent) => {
            // The window's one text box, in the widget's shadow root.
            ((event.currentTarget as Node).getRootNode() as ShadowRoot).querySelector('textarea')?.focus();
            post('close', {}).catch(() => undefined);
          },
        },
        copy.endChat,
      );
    const firstName = state.joined;
    host.view({
      status: end ? [status, ' ', end] : status,
      // The box is labelled for the person, and their words are not the AI's: no "I'm an AI assistant — I may
      // make mistakes" under them (issue 35.11; the system line says who joined, decision 0384).
      copy: firstName ? { inputLabel: fillTemplate(copy.messageTo, { firstName }), footerNote: '' } : undefined,
    });
  };

  const line = (kind: MessageKind, content: string, id?: string, name?: string) => {
    const message = { ...createMessage(kind, content, Date.now()), ...(id ? { id } : {}), ...(name ? { name } : {}) };
    if (shown.has(message.id) || has(message.id)) return;
    shown.add(message.id);
    add(message);
    host.announce(name ? fillTemplate(copy.staffMessageAnnouncement, { firstName: name, content }) : content);
  };

  const onEvent = ({ event, data }: ServerSentEvent) => {
    let payload: Data;
    try {
      payload = JSON.parse(data) as Data;
    } catch {
      return;
    }
    const firstName = String(payload.firstName ?? '');
    if (event === 'staff_typing') {
      clearTimeout(typingTimer);
      typingName = payload.typing ? firstName : undefined;
      if (typingName)
        typingTimer = setTimeout(() => {
          typingName = undefined;
          render();
        }, LIVE_TIMINGS.typingTtlMs);
      return render();
    }
    // Stored events come in the database's order; one already shown (a replay after a reconnect) is skipped.
    const seq = Number(payload.seq);
    if (!(seq > state.seq)) return;
    const next: LiveStored = { ...state, seq };
    if (event === 'waiting') {
      if (payload.officeOnline) {
        next.waiting = true;
        line(
          'system',
          fillTemplate(payload.officeName ? copy.waitingOnline : copy.waitingOnlineNoOffice, {
            office: String(payload.officeName),
            minutes: String(payload.typicalWaitMinutes),
          }),
        );
      }
    } else if (event === 'staff_joined') {
      next.joined = firstName;
      next.waiting = false;
      line('system', fillTemplate(copy.joined, { firstName, company: String(payload.company) }));
    } else if (event === 'staff_message') {
      typingName = undefined;
      line('staff', String(payload.text), `staff-${payload.id}`, firstName);
    } else if (event === 'visitor_message') {
      // This tab's own line is already shown (its id is the clientMessageId); another tab's is added.
      line('user', String(payload.text), String(payload.clientMessageId || `user-${payload.id}`));
    } else if (event === 'staff_left' || event === 'handed_back') {
      next.joined = undefined;
      typingName = undefined;
      line('system', fillTemplate(event === 'handed_back' ? copy.handedBack : copy.left, { firstName }));
    } else if (event === 'nobody_joined') {
      if (state.waiting && !state.joined) confirm();
      next.waiting = false;
    } else if (event === 'ended') {
      line('system', copy.ended);
      stopStream();
      // Only the last seq is kept: a new "Talk to Human" follows on from it instead of replaying this chat. The
      // hand-off is over, so its button is active again (decision 0383).
      state = { seq };
      host.setSession((session) => ({ ...session, live: state, escalated: false }));
      return render();
    }
    state = next;
    save(state);
    render();
  };

  const stopStream = openStream({
    url: `${base}/events`,
    token: host.token,
    after: () => state.seq,
    onEvent,
    fetch: fetchImpl,
    ...host.stream,
  });

  const post = (path: string, body: object) =>
    fetchImpl(`${base}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      body: JSON.stringify({ sessionToken: host.token, ...body }),
    });

  const handle: LiveHandle = {
    joined: () => !!state.joined,
    async send(text, id) {
      const name = state.joined ?? '';
      typedAt = 0;
      try {
        const response = await post('messages', { text, clientMessageId: id });
        if (response.status === 409) return false;
        if (response.ok) {
          // The stream echoes it as visitor_message with this id; whichever comes first shows it.
          if (!shown.has(id) && !has(id)) {
            shown.add(id);
            add({ ...createMessage('user', text, Date.now()), id });
          }
          return true;
        }
      } catch {
        // No answer: reported below.
      }
      line('error', fillTemplate(copy.sendFailureLive, { firstName: name }));
      return undefined;
    },
    typing() {
      const now = Date.now();
      if (!state.joined || now - typedAt < LIVE_TIMINGS.typingThrottleMs) return;
      typedAt = now;
      void post('typing', { typing: true }).catch(() => undefined);
    },
    stop() {
      clearTimeout(typingTimer);
      stopStream();
    },
  };
  render();
  return handle;
}
