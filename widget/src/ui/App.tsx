import type { ChatRequest, ChatResponse, LeadData } from '@tod/domain/contracts';
import type { VisitorIdentity } from '@tod/domain/facts';
import { BREAKPOINTS, fillTemplate, TIMINGS, TOLL_FREE_PHONE, type WidgetCatalogue, type WidgetLocale } from '@tod/domain/facts';
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import type { ChatTransport, TransportError } from '../api/transport.ts';
import { eventContext } from '../chat/analytics.ts';
import {
  canSend,
  conversationHistory,
  conversationReducer,
  createMessage,
  initialConversation,
  userMessageCount,
} from '../chat/conversation.ts';
import type { CtaAction } from '../chat/ctas.ts';
import { welcomeGreeting } from '../chat/greeting.ts';
import type { OriginStatus } from '../chat/originCheck.ts';
import { regionView } from '../chat/regionView.ts';
import { emptySession, type StoredSession, saveSession } from '../chat/session.ts';
import type { LiveHandle, LiveView } from '../live/live.ts';
import type { WidgetConfig } from '../loader/config.ts';
import type { ChatEvent, ChatEventName } from '../loader/events.ts';
import type { UiState } from '../loader/ui.ts';
import { ChatWindow, type CtaSource } from './components/ChatWindow.tsx';
import { Launcher } from './components/Launcher.tsx';
import { Teaser } from './components/Teaser.tsx';
import { CopyContext, useCatalogue } from './copy.ts';
import { useMediaQuery, useScrollLock, useVisualViewport } from './hooks.ts';
import { useAccentStyle, useOriginStatus, useRefusedUi, useSecondsLeft } from './statusHooks.ts';

export type Command =
  | 'open'
  | 'close'
  | 'toggle'
  | 'showLauncher'
  /** `TOD.open({ message })`: open with the text in the input. */
  | { prefill: string }
  /** `TOD.send(text)`: open and send the text as the visitor. */
  | { send: string }
  /** `TOD.identify()`: a checked identity, and the lead fields it fills (worked out in the identity chunk). */
  | { identify: VisitorIdentity; lead: LeadData };

export interface Commands {
  subscribe(listener: (command: Command) => void): () => void;
}

export interface AppProps {
  config: WidgetConfig;
  /** The page's catalogue (English or Spanish): the chat's until a reply is written in another language. */
  copy: WidgetCatalogue;
  transport: ChatTransport;
  emit: (event: ChatEvent) => void;
  commands: Commands;
  launcherVisible: boolean;
  interacted: boolean;
  /** The conversation stored by a previous page of this tab, if any. */
  stored: StoredSession | null;
  /** Asks the chat server whether this page's origin may use it (tests pass a fake). */
  checkOrigin: OriginChecker;
  /** Reports open and unread to the loader (`TOD.getState()`, lifecycle events). */
  onState?: (state: UiState) => void;
}

export type OriginChecker = (apiBase: string, signal: AbortSignal) => Promise<OriginStatus>;

type TeaserState = 'pending' | 'shown' | 'gone';

/** A rate limit: answered 429, or a stream's error event with the rate-limit code. */
function isRateLimited(error: TransportError): boolean {
  return error.status === 429 || error.code === 'rate_limited';
}

/** Errors the visitor should read as the service's own text (a banner) rather than the failure bubble. */
function isServiceMessage(error: TransportError): error is TransportError & { message: string } {
  const serverFault = (error.status ?? 0) >= 500 || error.code === 'internal_error' || error.code === 'service_unavailable';
  return error.kind === 'http' && !!error.message && !serverFault;
}

/** The stateful widget: launcher lifecycle, teaser, window, conversation and its side effects. */
export function App({
  config,
  copy: pageCopy,
  transport,
  emit,
  commands,
  launcherVisible: launcherAtMount,
  interacted: interactedAtMount,
  stored,
  checkOrigin,
  onState,
}: AppProps) {
  const region = useMemo(() => regionView(config), [config]);
  const origin = useOriginStatus(config.apiBase, checkOrigin);
  const refused = origin === 'refused';
  const refusedUi = useRefusedUi(refused, config.apiBase);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const retrySeconds = useSecondsLeft(retryAt);
  const [session, setSession] = useState<StoredSession>(() => stored ?? emptySession());
  const [identity, setIdentity] = useState<VisitorIdentity>({});
  const [unread, setUnread] = useState(0);
  const [pendingSend, setPendingSend] = useState<string | null>(null);
  const [conversation, dispatch] = useReducer(conversationReducer, {
    ...initialConversation,
    messages: stored?.messages ?? [],
    recentQuestions: stored?.recentQuestions ?? [],
  });
  // The chat speaks the language of its latest reply (metadata.locale), so its buttons, hints and
  // confirmations follow a visitor who writes Spanish on an English page (issue 23, decision 0220).
  const copy = useCatalogue(conversation.messages.findLast((message) => message.metadata?.locale)?.metadata?.locale, pageCopy) ?? pageCopy;
  const [open, setOpen] = useState(stored?.open ?? false);
  const [everOpened, setEverOpened] = useState(stored !== null);
  const [launcherVisible, setLauncherVisible] = useState(launcherAtMount || (stored?.open ?? false));
  const [teaser, setTeaser] = useState<TeaserState>(interactedAtMount || stored ? 'gone' : 'pending');
  const [input, setInput] = useState('');
  /** Which of the greetings: the same one when it is said again in another language. */
  const [seed] = useState(Math.random);
  const [announcement, setAnnouncement] = useState('');
  const mobile = useMediaQuery(`(max-width: ${BREAKPOINTS.mobileMaxPx}px)`);
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  // 'system' is resolved here, so the stylesheet has one dark block, not a second one in a media query.
  const dark = config.theme === 'dark' || (config.theme === 'system' && systemDark);
  const accentStyle = useAccentStyle(config.accent, dark);
  const viewport = useVisualViewport(open && mobile);
  useScrollLock(open && mobile);

  const inputRef = useRef<HTMLTextAreaElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const interactedRef = useRef(interactedAtMount);
  const wasOpen = useRef(open);
  const abort = useRef(new AbortController());
  const inFlight = useRef(false);
  /** The live hand-off (issue 17): its chunk loads once the chat is stored (a person may join it). */
  const live = useRef<LiveHandle | null>(null);
  const [liveView, setLiveView] = useState<LiveView>({});
  const latest = useRef({ conversation, session, region, open, copy, retrySeconds });
  latest.current = { conversation, session, region, open, copy, retrySeconds };

  const track = (event: ChatEventName, extra: Partial<ChatEvent> = {}) =>
    emit({ event, ...eventContext(latest.current.region, window.innerWidth, navigator.userAgent), ...extra });

  function openChat() {
    setOpen(true);
    setEverOpened(true);
    setLauncherVisible(true);
    setTeaser('gone');
  }
  const closeChat = () => setOpen(false);
  const toggleChat = () => (latest.current.open ? closeChat() : openChat());

  // biome-ignore lint/correctness/useExhaustiveDependencies: the handlers read the latest state through refs.
  useEffect(
    () =>
      commands.subscribe((command) => {
        if (command === 'open') openChat();
        else if (command === 'close') closeChat();
        else if (command === 'toggle') toggleChat();
        else if (command === 'showLauncher') setLauncherVisible(true);
        else if ('prefill' in command) {
          openChat();
          setInput(command.prefill);
        } else if ('send' in command) {
          setPendingSend(command.send);
          openChat();
        } else {
          setIdentity((value) => ({ ...value, ...command.identify }));
          setSession((value) => ({ ...value, leadData: { ...value.leadData, ...command.lead } }));
        }
      }),
    [commands],
  );

  useEffect(
    () => () => {
      abort.current.abort();
      live.current?.stop();
    },
    [],
  );
  // A stored chat's live stream is followed (resumed after its last event shown): a person of the office may join
  // it without a hand-off (decision 0430).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the chat has its token.
  useEffect(() => {
    if (session.sessionToken && !live.current) followLive(session.sessionToken, session.live);
  }, [session.sessionToken]);

  // The welcome greeting, once per conversation, when the window opens empty; said again in the chat's language
  // when a reply is written in another (a visitor who writes Spanish on an English page, issue 33.9).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the greeting uses the region at the moment it opens.
  useEffect(() => {
    const first = conversation.messages[0];
    if (!open || (first && (first.kind !== 'welcome' || first.metadata?.locale === copy.locale))) return;
    const greeting = welcomeGreeting(copy, region.city, region.phone, region.regionName, seed);
    dispatch({ type: 'welcome', message: createMessage('welcome', greeting.content, Date.now(), greeting.metadata) });
  }, [open, conversation.messages.length, copy]);

  // Focus: the input 150 ms after opening, the launcher 100 ms after closing (SPEC §2). Without a launcher on
  // screen (data-launcher="none"), closing returns the focus to what had it when the chat opened: the
  // partner's own button (WCAG 2.4.3).
  useEffect(() => {
    const opened = open && !wasOpen.current;
    const closed = !open && wasOpen.current;
    wasOpen.current = open;
    if (!opened && !closed) return;
    if (opened) opener.current = document.activeElement as HTMLElement | null;
    const timer = setTimeout(
      () => (opened ? inputRef.current : launcherRef.current || opener.current)?.focus(),
      opened ? TIMINGS.chatFocusOnOpenMs : TIMINGS.chatFocusOnCloseMs,
    );
    return () => clearTimeout(timer);
  }, [open]);

  // A reply that lands while the window is closed is unread until the visitor opens it.
  const replies = conversation.messages.filter((message) => message.role === 'assistant' && message.kind !== 'welcome').length;
  const seenReplies = useRef(replies);
  useEffect(() => {
    if (open) {
      seenReplies.current = replies;
      setUnread(0);
    } else setUnread(Math.max(0, replies - seenReplies.current));
  }, [open, replies]);

  useEffect(() => onState?.({ open, unread }), [onState, open, unread]);

  // `TOD.send()`: sent once the window is open and its greeting is in place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: send reads the latest state through refs.
  useEffect(() => {
    if (!open || !conversation.messages.length || pendingSend === null || conversation.status !== 'ready') return;
    setPendingSend(null);
    void send(pendingSend);
  }, [open, conversation.messages.length, conversation.status, pendingSend]);

  // Nothing is written to storage before the visitor first opens the chat.
  useEffect(() => {
    if (!everOpened) return;
    saveSession({ ...session, open, messages: conversation.messages, recentQuestions: conversation.recentQuestions });
  }, [everOpened, open, session, conversation.messages, conversation.recentQuestions]);

  // The rate limit's wait is over: its banner goes.
  useEffect(() => {
    if (retryAt === null || retrySeconds > 0) return;
    setRetryAt(null);
    dispatch({ type: 'dismissBanner' });
  }, [retryAt, retrySeconds]);

  // A site the chat server refuses gets no teaser: there is no chat to invite to.
  useEffect(() => {
    if (refused) setTeaser('gone');
  }, [refused]);

  // Teaser: 5 s after the launcher if the visitor has not scrolled, clicked or opened; gone after 10 s.
  useEffect(() => {
    if (!launcherVisible || teaser !== 'pending') return;
    const timer = setTimeout(() => {
      if (!interactedRef.current && !latest.current.open) setTeaser('shown');
      else setTeaser('gone');
    }, TIMINGS.chatTeaserDelayMs);
    return () => clearTimeout(timer);
  }, [launcherVisible, teaser]);

  useEffect(() => {
    if (teaser !== 'shown') return;
    const timer = setTimeout(() => setTeaser('gone'), TIMINGS.chatTeaserDurationMs);
    return () => clearTimeout(timer);
  }, [teaser]);

  const teaserGone = teaser === 'gone';
  useEffect(() => {
    if (teaserGone) return;
    const onInteraction = () => {
      interactedRef.current = true;
      setTeaser((current) => (current === 'shown' ? 'gone' : current));
    };
    const options = { capture: true, passive: true } as const;
    window.addEventListener('scroll', onInteraction, options);
    window.addEventListener('click', onInteraction, options);
    return () => {
      window.removeEventListener('scroll', onInteraction, options);
      window.removeEventListener('click', onInteraction, options);
    };
  }, [teaserGone]);

  function fetchRecommendations(history: ChatRequest['context']['conversationHistory']) {
    const current = latest.current.session;
    if (current.recommendationsFetched) return;
    setSession((value) => ({ ...value, recommendationsFetched: true }));
    void transport
      .recommendations(
        {
          ...(current.leadData.urgency ? { urgency: current.leadData.urgency } : {}),
          location: { ...(region.city ? { city: region.city } : {}), region: region.regionName },
          conversationHistory: history,
          sessionId: current.sessionId,
        },
        abort.current.signal,
      )
      .then((result) => {
        // A failure here is internal ('Unable to load local insights', SPEC §8): nothing is shown.
        if (!('data' in result)) return;
        const insight = result.data.recommendations.find((item) => item.type === 'local_insight');
        if (insight) setSession((value) => ({ ...value, localInsight: insight.content }));
      });
  }

  function recordReply(reply: ChatResponse) {
    const lead = reply.metadata.leadInfo;
    if (!lead) return;
    const { isComplete, ...fields } = lead;
    const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== '')) as LeadData;
    const captured = isComplete && !latest.current.session.leadCaptured;
    setSession((value) => ({ ...value, leadData: { ...value.leadData, ...defined }, leadCaptured: value.leadCaptured || isComplete }));
    if (captured) track('lead_captured');
  }

  async function send(text: string) {
    const { conversation: state, session: current } = latest.current;
    const message = text.trim();
    // The ref also stops a second Enter that lands before the re-render; the box itself stays editable.
    if (inFlight.current || latest.current.retrySeconds > 0 || !canSend(state, message)) return;
    inFlight.current = true;
    try {
      const person = live.current;
      if (person?.joined()) {
        setInput('');
        const sent = await person.send(message, createMessage('user', message, Date.now()).id);
        if (sent === undefined) setInput(message);
        if (sent !== false) return;
      }
      await exchange(message, state, current);
    } finally {
      inFlight.current = false;
    }
  }

  async function exchange(message: string, state: typeof conversation, current: StoredSession) {
    const history = conversationHistory(state.messages);
    const count = userMessageCount(state.messages) + 1;
    dispatch({ type: 'send', message: createMessage('user', message, Date.now()) });
    setInput('');
    if (count === 1) track('conversation_started');
    fetchRecommendations(history);
    const shareInsight = count >= 2 && count <= 3 && current.localInsight;
    // `locale` is new in the chat contract (issue 18.11); a server without it ignores the field.
    const request: ChatRequest & { locale: WidgetLocale } = {
      message,
      locale: latest.current.copy.locale,
      sessionId: current.sessionId,
      ...(current.sessionToken ? { sessionToken: current.sessionToken } : {}),
      context: {
        conversationHistory: history,
        userRegion: region.regionKey,
        ...(region.city ? { city: region.city } : {}),
        ...(shareInsight ? { smartInsights: { localInsight: current.localInsight, shouldShareInsight: true } } : {}),
        ...partnerContext(identity, config.context),
      },
    };
    const started = performance.now();
    const result = await transport.send(request, (delta) => dispatch({ type: 'delta', text: delta }), abort.current.signal);
    if (abort.current.signal.aborted) return;
    if ('data' in result) {
      const { sessionToken } = result.data.metadata;
      if (sessionToken) setSession((value) => ({ ...value, sessionToken }));
      // A person from the office is in the chat: they answer on the live stream, T.O.D. stays silent.
      const { metadata } = result.data;
      const silent = metadata.live;
      // The server's booking link in the text becomes the partner's data-booking-url (decision 0391).
      const served = metadata.ctaType === 'book' && metadata.ctaData?.url;
      const content = served && config.bookingUrl ? result.data.content.replaceAll(served, config.bookingUrl) : result.data.content;
      dispatch({
        type: 'reply',
        ...(silent ? {} : { message: createMessage('assistant', content, Date.now(), metadata) }),
      });
      // Read out as "T.O.D.: …", the name alone in every language, so it is never in the page's language
      // while the reply is in another (issue 33.9).
      if (!silent) setAnnouncement(copy.assistantPrefix + content);
      track('message_sent', { responseTimeMs: Math.round(performance.now() - started) });
      recordReply(result.data);
    } else if (isRateLimited(result.error) || isServiceMessage(result.error)) {
      // The server answered and refused: said by the chunk of rare paths (decision 0387).
      const { refusedSend } = await import('../chat/handoff.ts');
      refusedSend({ copy, dispatch, setRetryAt, setInput, track }, result.error, message, isRateLimited(result.error));
    } else {
      const phone = region.phone || TOLL_FREE_PHONE;
      const content = fillTemplate(copy.sendFailure, { phone });
      dispatch({
        type: 'fail',
        message: createMessage('error', content, Date.now(), {
          confidence: 0,
          region: region.regionName,
          ctaType: 'call',
          ctaData: { phone },
        }),
      });
      setAnnouncement(copy.assistantPrefix + content);
      track('error_occurred', { errorType: `send_${result.error.kind}` });
    }
  }

  async function escalate() {
    const { conversation: state, session: current } = latest.current;
    if (state.escalating || current.escalated || inFlight.current) return;
    inFlight.current = true;
    try {
      // The hand-off is a chunk of its own, loaded on the first press (decision 0387).
      const { handOff } = await import('../chat/handoff.ts');
      await handOff({
        messages: state.messages,
        session: current,
        region,
        copy,
        transport,
        pageContext: config.context,
        signal: abort.current.signal,
        track,
        dispatch,
        setSession,
        followLive,
        announce: setAnnouncement,
      });
    } finally {
      inFlight.current = false;
    }
  }

  /** Follows the session's live stream: a chunk of its own, loaded once the chat is stored. */
  function followLive(token: string, stored = latest.current.session.live) {
    // A new ring after an ended chat (or a second press) follows afresh, on from the last event shown.
    live.current?.stop();
    live.current = null;
    void import('../live/live.ts').then(({ startLive }) => {
      if (!abort.current.signal.aborted)
        live.current ??= startLive({
          token,
          stored,
          apiBase: config.apiBase,
          latest,
          dispatch,
          setSession,
          announce: setAnnouncement,
          view: setLiveView,
        });
    });
  }

  const onCta = (action: CtaAction, source: CtaSource) => track('cta_clicked', { cta: action, source });

  const theme = dark ? 'dark' : 'light';
  const style: Record<string, string> = { '--tod-z': String(config.zIndex), ...accentStyle };
  if (viewport) {
    style['--tod-vvh'] = `${viewport.height}px`;
    style['--tod-vv-top'] = `${viewport.offsetTop}px`;
  }

  const banner =
    conversation.banner && retrySeconds > 0
      ? `${conversation.banner} ${fillTemplate(copy.retryIn, { seconds: retrySeconds })}`
      : conversation.banner;
  const phone = region.phone || TOLL_FREE_PHONE;

  return (
    // While a person is in the chat, the live chunk names them in the box's label, the subtitle and the footer.
    <CopyContext.Provider value={{ ...copy, ...liveView.copy }}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegates Escape from the launcher and the window; not a control itself. */}
      <div
        class="tod"
        lang={copy.locale}
        data-theme={theme}
        style={style}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && latest.current.open) closeChat();
        }}
      >
        {teaser === 'shown' && !open && launcherVisible && !refused && config.launcher !== 'none' && (
          <Teaser onOpen={openChat} onDismiss={() => setTeaser('gone')} />
        )}
        {open && refusedUi && <refusedUi.RefusedWindow mobile={mobile} phone={phone} onClose={closeChat} />}
        {open && !refused && (
          <ChatWindow
            mobile={mobile}
            region={region}
            messages={conversation.messages}
            status={conversation.status}
            streamingText={conversation.streamingText}
            banner={banner}
            escalating={conversation.escalating}
            escalated={session.escalated}
            sendBlocked={retrySeconds > 0}
            input={input}
            announcement={announcement}
            liveStatus={liveView.status}
            onInput={(value) => {
              setInput(value);
              live.current?.typing();
            }}
            onSend={() => void send(input)}
            onClose={closeChat}
            onEscalate={() => void escalate()}
            onSuggestion={(text) => void send(text)}
            onCta={onCta}
            inputRef={inputRef}
          />
        )}
        {refused ? (
          refusedUi && <refusedUi.CallLauncher visible={launcherVisible && !(open && mobile) && config.launcher !== 'none'} phone={phone} />
        ) : (
          <Launcher
            visible={launcherVisible && !(open && mobile) && config.launcher !== 'none'}
            open={open}
            notify={!everOpened}
            unread={unread}
            label={config.launcherLabel}
            icon={config.launcherIcon}
            onToggle={toggleChat}
            buttonRef={launcherRef}
          />
        )}
      </div>
    </CopyContext.Provider>
  );
}

/**
 * The partner's additions to a chat request's context: `visitor` (from `TOD.identify()`) and
 * `pageContext` (`data-context`). The server contract may strip them until it knows them.
 */
function partnerContext(identity: VisitorIdentity, pageContext: string | undefined) {
  return {
    ...(Object.keys(identity).length ? { visitor: identity } : {}),
    ...(pageContext ? { pageContext } : {}),
  };
}
