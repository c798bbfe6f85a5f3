import { describe, expect, it } from 'vitest';
import {
  type ConversationState,
  canSend,
  conversationHistory,
  conversationReducer,
  createMessage,
  initialConversation,
  isQuestion,
  userMessageCount,
} from './conversation.ts';

const user = (text: string) => createMessage('user', text, 1000);
const assistant = (text: string) => createMessage('assistant', text, 2000, { confidence: 1, region: 'Portland Metro' });

function run(...actions: Parameters<typeof conversationReducer>[1][]): ConversationState {
  return actions.reduce(conversationReducer, initialConversation);
}

describe('conversationReducer', () => {
  it("keeps one welcome, first: a second one replaces it (the greeting in the chat's language, issue 33.9)", () => {
    const welcome = createMessage('welcome', 'Hi', 0);
    const user = createMessage('user', 'Hola', 1);
    const again = createMessage('welcome', 'Hola', 2);
    const state = run({ type: 'welcome', message: welcome }, { type: 'send', message: user }, { type: 'welcome', message: again });
    expect(state.messages).toEqual([again, user]);
  });

  it('appends the user message at once, clears the banner and waits for the reply', () => {
    const message = user('Hello');
    const state = run({ type: 'reject', banner: 'Slow down' }, { type: 'send', message });
    expect(state.status).toBe('submitted');
    expect(state.banner).toBeNull();
    expect(state.messages.at(-1)).toBe(message);
  });

  it('accumulates streamed text, then replaces it with the final reply', () => {
    const reply = assistant('Hello there');
    const streaming = run({ type: 'send', message: user('Hi') }, { type: 'delta', text: 'Hello' }, { type: 'delta', text: ' there' });
    expect(streaming.status).toBe('streaming');
    expect(streaming.streamingText).toBe('Hello there');
    const done = conversationReducer(streaming, { type: 'reply', message: reply });
    expect(done.status).toBe('ready');
    expect(done.streamingText).toBe('');
    expect(done.messages.at(-1)).toBe(reply);
  });

  it('ignores a late delta after the request ended', () => {
    const state = run(
      { type: 'send', message: user('Hi') },
      { type: 'fail', message: createMessage('error', 'x', 0) },
      { type: 'delta', text: 'late' },
    );
    expect(state.status).toBe('ready');
    expect(state.streamingText).toBe('');
  });

  it('appends the failure bubble and clears the typing state on fail', () => {
    const failure = createMessage('error', 'Call us', 0);
    const state = run({ type: 'send', message: user('Hi') }, { type: 'fail', message: failure });
    expect(state.status).toBe('ready');
    expect(state.messages.at(-1)).toBe(failure);
  });

  it('shows the service error text as a banner without a bubble on reject, and takes the unsent message out of the list', () => {
    const state = run({ type: 'send', message: user('Hi') }, { type: 'reject', banner: 'Too many messages' });
    expect(state).toMatchObject({ status: 'ready', banner: 'Too many messages' });
    expect(state.messages.filter((message) => message.kind === 'user')).toEqual([]);
    expect(conversationReducer(state, { type: 'dismissBanner' }).banner).toBeNull();
  });

  it('keeps the last 5 questions only', () => {
    const questions = ['How much?', 'what spring', 'Why noisy', 'When?', 'Where are you', 'Is it safe?'];
    const state = run(...questions.map((text) => ({ type: 'send' as const, message: user(text) })), {
      type: 'send',
      message: user('ok thanks'),
    });
    expect(state.recentQuestions).toEqual(questions.slice(1));
  });

  it('ends an escalation without a second message when the hand-off was already open', () => {
    const started = run({ type: 'escalationStart' });
    const ended = conversationReducer(started, { type: 'escalationEnd' });
    expect(ended.escalating).toBe(false);
    expect(ended.messages).toBe(started.messages);
  });

  it('tracks an escalation in flight and appends its outcome', () => {
    const outcome = createMessage('escalation', 'Forwarded', 0);
    const started = run({ type: 'escalationStart' });
    expect(started.escalating).toBe(true);
    expect(canSend(started, 'hi')).toBe(false);
    const ended = conversationReducer(started, { type: 'escalationEnd', message: outcome });
    expect(ended.escalating).toBe(false);
    expect(ended.messages).toEqual([outcome]);
  });

  it('resets to the initial state', () => {
    expect(run({ type: 'send', message: user('Hi') }, { type: 'reset' })).toBe(initialConversation);
  });
});

describe('conversation helpers', () => {
  it('allows sending only trimmed non-empty text while nothing is in flight', () => {
    expect(canSend(initialConversation, '  hi ')).toBe(true);
    expect(canSend(initialConversation, '   \n ')).toBe(false);
    expect(canSend({ ...initialConversation, status: 'submitted' }, 'hi')).toBe(false);
    expect(canSend({ ...initialConversation, status: 'streaming' }, 'hi')).toBe(false);
  });

  it('recognises questions by a question mark or a question word', () => {
    expect(isQuestion('Is it broken?')).toBe(true);
    expect(isQuestion('how much for a spring')).toBe(true);
    expect(isQuestion('Whatever works')).toBe(false);
    expect(isQuestion('My door is stuck')).toBe(false);
  });

  it('builds the history from user and assistant turns only, newest 20', () => {
    const messages = [
      createMessage('welcome', 'Hi', 0),
      ...Array.from({ length: 25 }, (_, index) => user(`m${index}`)),
      createMessage('error', 'x', 0),
    ];
    const history = conversationHistory(messages);
    expect(history).toHaveLength(20);
    expect(history[0]?.content).toBe('m5');
    expect(history.every((item) => item.role === 'user')).toBe(true);
    expect(userMessageCount(messages)).toBe(25);
  });

  it('prefixes message ids with their kind', () => {
    expect(createMessage('escalation', 'x', 5).id).toMatch(/^escalation-/);
    expect(createMessage('user', 'x', 5).role).toBe('user');
    expect(createMessage('error', 'x', 5).role).toBe('assistant');
  });
});
