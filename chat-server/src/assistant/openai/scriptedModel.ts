import type { HistoryItem } from '@tod/domain';
import { getLocalUnderstanding, type LocalUnderstanding } from '../understand/localUnderstanding.ts';
import type { FakeResponder, FakeTurn } from './fakeOpenAIServer.ts';
import type { FallbackReason } from './fallbackCounter.ts';

/** What the scripted model answers to one phrasing request. */
export type ScriptedReply = 'good' | Extract<FallbackReason, 'off_list_price' | 'diy_under_tension' | 'foreign_phone' | 'server_error'>;

/**
 * The scripted model's phrasing answers, in turn: six sound replies, then one of each kind the checks must stop.
 * `npm run eval -- --openai-fake` plays every scenario against it, so the fallback rate it prints must be
 * the share of bad replies here (4 of 10), by reason, with none of their text reaching a visitor.
 */
export const REPLY_MIX: readonly ScriptedReply[] = [
  'good',
  'off_list_price',
  'good',
  'diy_under_tension',
  'good',
  'foreign_phone',
  'good',
  'server_error',
  'good',
  'good',
];

/** Every tenth understanding request gets JSON that breaks the schema (the local model's understanding is then used). */
export const INVALID_UNDERSTANDING_EVERY = 10;

/** Text of the bad replies; none of it may ever reach a visitor, streamed or not. */
export const BAD_TEXT: Readonly<Record<Exclude<ScriptedReply, 'good' | 'server_error'>, string>> = {
  off_list_price: 'A new spring is just $19 today, confirmed by licensed technicians.',
  diy_under_tension: 'You can use winding bars to unwind the spring yourself.',
  foreign_phone: 'Call our partner at 212-555-0199 instead.',
};

interface Message {
  role: string;
  content: string | null;
}

/**
 * A stand-in for an OpenAI-compatible model, for the loopback fake server: structured-output requests get the
 * local model's understanding of the message (so the plan is the local engine's), phrasing requests get the
 * next reply of `REPLY_MIX`. A sound reply is one short sentence with the region's phone from the prompt. The
 * understanding is trained before the server answers, so no request waits for it (and times out).
 */
export function scriptedModel(
  understanding: LocalUnderstanding = getLocalUnderstanding(),
): FakeResponder & { played: () => Record<ScriptedReply | 'invalid_understanding', number> } {
  let phrasings = 0;
  let understandings = 0;
  const played: Record<ScriptedReply | 'invalid_understanding', number> = {
    good: 0,
    off_list_price: 0,
    diy_under_tension: 0,
    foreign_phone: 0,
    server_error: 0,
    invalid_understanding: 0,
  };
  const responder = (request: Record<string, unknown>): FakeTurn => {
    const messages = (request.messages ?? []) as Message[];
    if (request.response_format) {
      understandings += 1;
      if (understandings % INVALID_UNDERSTANDING_EVERY === 0) {
        played.invalid_understanding += 1;
        return { kind: 'json', content: '{"intents": "not a list"}' };
      }
      const rest = messages.slice(1);
      const message = rest.at(-1)?.content ?? '';
      const history = rest.slice(0, -1).map((item) => ({ role: item.role, content: item.content ?? '' })) as HistoryItem[];
      return { kind: 'json', content: JSON.stringify(understanding.understand(message, { history })) };
    }
    const kind = REPLY_MIX[phrasings % REPLY_MIX.length]!;
    phrasings += 1;
    played[kind] += 1;
    if (kind === 'server_error') return { kind: 'status', status: 500 };
    const phone = /\bPhone: (.+?)\. Online booking/.exec(messages[0]?.content ?? '')?.[1] ?? '';
    const good = `A technician can help with that; call ${phone} to book.`;
    return { kind: 'text', chunks: kind === 'good' ? [good] : [good.slice(0, 20), `${good.slice(20)} `, BAD_TEXT[kind]] };
  };
  return Object.assign(responder, { played: () => ({ ...played }) });
}
