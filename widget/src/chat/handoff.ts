import type { LeadData } from '@tod/domain/contracts';
import { ESCALATION_RATE_LIMITED, fillTemplate, TOLL_FREE_PHONE, type WidgetCatalogue } from '@tod/domain/facts';
import type { ChatTransport, TransportError } from '../api/transport.ts';
import type { ChatEventName } from '../loader/events.ts';
import { type ChatMessage, type ConversationAction, createMessage, userMessageCount } from './conversation.ts';
import type { RegionView } from './regionView.ts';
import type { StoredSession } from './session.ts';

/** What the hand-off needs of the app: its state, transport and setters. */
export interface HandOffApp {
  messages: ChatMessage[];
  session: StoredSession;
  region: RegionView;
  copy: WidgetCatalogue;
  transport: ChatTransport;
  pageContext: string | undefined;
  signal: AbortSignal;
  track: (event: ChatEventName, extra?: { errorType?: string }) => void;
  dispatch: (action: ConversationAction) => void;
  setSession: (update: (value: StoredSession) => StoredSession) => void;
  followLive: (token: string) => void;
  announce: (text: string) => void;
}

/**
 * Talk to Human (SPEC §2): the conversation goes to the office. A chunk of rare paths, loaded on the first press,
 * so the always-loaded UI stays within its size budget (decision 0387).
 */
export async function handOff(app: HandOffApp): Promise<void> {
  const { messages, session: current, region, copy, dispatch, track } = app;
  track('manual_escalation_cta_clicked');
  dispatch({ type: 'escalationStart' });
  const leadData: LeadData = current.leadData;
  const result = await app.transport.escalate(
    {
      sessionId: current.sessionId,
      ...(current.sessionToken ? { sessionToken: current.sessionToken } : {}),
      session: {
        conversationCount: userMessageCount(messages),
        leadCaptured: current.leadCaptured,
        isLeadComplete: current.leadCaptured,
        leadData,
        ...(leadData.phone ? { phone: leadData.phone } : {}),
      },
      messages: messages.slice(-200).map((message) => ({
        role: message.role,
        content: message.content,
        timestamp: new Date(message.timestamp).toISOString(),
      })),
      region: region.regionKey,
      ...(app.pageContext ? { pageContext: app.pageContext } : {}),
    },
    app.signal,
  );
  if (app.signal.aborted) return;
  const phone = region.phone || TOLL_FREE_PHONE;
  let content: string;
  let metadata: ChatMessage['metadata'];
  if ('data' in result && result.data.success) {
    // The button shows the hand-off is done, so a second press can't ask again (issue 33.2).
    app.setSession((value) => ({ ...value, escalated: true }));
    // The team already has this conversation (same reference): no second confirmation (issue 23.5).
    if (result.data.alreadyOpen) return dispatch({ type: 'escalationEnd' });
    track('manual_escalation_completed');
    const token = result.data.sessionToken ?? current.sessionToken;
    if (result.data.sessionToken) app.setSession((value) => ({ ...value, sessionToken: token }));
    if (result.data.live?.ringing && token) {
      app.followLive(token);
      // Someone can join: the live chunk says so and waits; the SPEC confirmation comes only if nobody does.
      if (result.data.live.officeOnline) return dispatch({ type: 'escalationEnd' });
    }
    content = leadData.phone ? fillTemplate(copy.escalationSuccess, { phone: leadData.phone }) : copy.escalationSuccessNoPhone;
    metadata = {
      confidence: 1,
      region: region.regionName,
      responseType: 'escalation_confirmation',
      escalationId: result.data.submissionId,
    };
  } else {
    const failed = 'data' in result;
    // The per-IP limit (429 rate_limited) is said as itself, in the chat's language (issue 33.3).
    const limited = !failed && result.error.status === 429 && result.error.code === 'rate_limited';
    content = limited
      ? ESCALATION_RATE_LIMITED[copy.locale]
      : fillTemplate(failed ? copy.escalationFailed : copy.escalationException, { phone });
    metadata = { confidence: 0, region: region.regionName, responseType: 'escalation_error', ctaType: 'call', ctaData: { phone } };
    track(failed ? 'manual_escalation_failed' : 'manual_escalation_error', {
      errorType: failed ? 'escalation_failed' : limited ? 'rate_limited' : `escalation_${result.error.kind}`,
    });
  }
  dispatch({ type: 'escalationEnd', message: createMessage('escalation', content, Date.now(), metadata) });
  app.announce(copy.assistantPrefix + content);
}

/** What a refused send needs of the app. */
export interface RefusedSendApp {
  copy: WidgetCatalogue;
  dispatch: (action: ConversationAction) => void;
  setRetryAt: (at: number) => void;
  setInput: (update: (typed: string) => string) => void;
  track: (event: ChatEventName, extra?: { errorType?: string }) => void;
}

/**
 * A message the server refused (its rate limit, the length limit, or its own reason): the banner, the countdown
 * while a rate limit lasts, and the text back in the box. Rare, so it shares this chunk (decision 0387).
 */
export function refusedSend(app: RefusedSendApp, error: TransportError, message: string, rateLimited: boolean): void {
  const { copy } = app;
  const waitSeconds = rateLimited ? error.retryAfterSeconds : undefined;
  // The countdown ('You can send again in 42 seconds.') is added to the banner while it runs.
  if (waitSeconds) app.setRetryAt(Date.now() + waitSeconds * 1000);
  // The only field a visitor controls is the message: the server's 'check the highlighted fields'
  // (nothing is highlighted in a chat) is said as the length limit, in the chat's language.
  const invalid = error.code === 'validation_failed';
  app.dispatch({ type: 'reject', banner: rateLimited ? copy.rateLimited : invalid ? copy.tooLong : (error.message ?? copy.rateLimited) });
  // Unsent: the text goes back into the box (before anything typed meanwhile).
  app.setInput((typed) => (typed.trim() ? `${message}\n${typed}` : message));
  app.track('error_occurred', { errorType: error.code ?? `http_${error.status ?? 'error'}` });
}
