import { analyze } from './analyze.ts';
import { composeReply } from './compose.ts';
import type { AssistantEngine, AssistantInput, AssistantReply, AssistantStreamEvent, ReplyOptions } from './engine.ts';

export interface LocalEngineOptions {
  /** The booking site's base URL (BOOKING_BASE_URL); domain's default when absent. */
  bookingBaseUrl?: string;
}

/** The embedded engine: deterministic, no network, answers in milliseconds. */
export function createLocalEngine(options: LocalEngineOptions = {}): AssistantEngine {
  const answer = (input: AssistantInput): AssistantReply => composeReply(analyze(input, input.understanding), input, options);
  return {
    name: 'local',
    async reply(input, replyOptions?: ReplyOptions) {
      replyOptions?.signal?.throwIfAborted();
      return answer(input);
    },
    async *stream(input, replyOptions?: ReplyOptions): AsyncGenerator<AssistantStreamEvent, void, undefined> {
      const reply = answer(input);
      for (const text of chunkWords(reply.content)) {
        replyOptions?.signal?.throwIfAborted();
        yield { type: 'delta', text };
      }
      yield { type: 'done', reply };
    },
  };
}

/** Splits text into chunks of a few words, keeping every character, so the deltas join to the content. */
export function chunkWords(text: string, wordsPerChunk = 4): string[] {
  const tokens = text.match(/\S+\s*/g) ?? [];
  const leading = /^\s*/.exec(text)![0];
  const chunks: string[] = [];
  for (let index = 0; index < tokens.length; index += wordsPerChunk) chunks.push(tokens.slice(index, index + wordsPerChunk).join(''));
  if (leading && chunks.length > 0) chunks[0] = leading + chunks[0];
  return chunks;
}
