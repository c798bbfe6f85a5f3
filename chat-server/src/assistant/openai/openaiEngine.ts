import { type ChatMetadata, type ChatRegionData, chatRegionData, REGIONS, type ServiceRegionKey } from '@tod/domain';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionMessageToolCall } from 'openai/resources/chat/completions';
import { type Analysis, analyze } from '../analyze.ts';
import type { AssistantEngine, AssistantInput, AssistantReply, AssistantStreamEvent, ReplyOptions } from '../engine.ts';
import { replyViolations } from '../invariants.ts';
import type { AnswerContext } from '../knowledge.ts';
import { chunkWords } from '../localEngine.ts';
import { retrieve } from '../retrieval.ts';
import { type FallbackCounter, type FallbackReason, openaiFallbacks } from './fallbackCounter.ts';
import { phoneDigits, SentenceGate } from './sentenceGate.ts';
import { buildSystemPrompt } from './systemPrompt.ts';
import { emptyEffects, runTool, TOOLS, type ToolEffects } from './tools.ts';
import { UnderstandingError, type UnderstandWithModel } from './understandWithOpenAI.ts';

export interface OpenAIEngineOptions {
  apiKey: string;
  /** Any OpenAI-compatible server (OPENAI_BASE_URL); api.openai.com when absent. */
  baseURL?: string;
  model: string;
  /** The whole reply, tool rounds included, must finish within this; then the local engine answers. */
  timeoutMs?: number;
  /** Answers whenever the model fails, times out or breaks a rule; also computes the metadata. */
  fallback: AssistantEngine;
  bookingBaseUrl?: string;
  /** Told why a fallback happened (never the visitor's text). */
  onFallback?: (reason: string) => void;
  /** Counts turns and fallbacks; the process-wide `openaiFallbacks` when absent. */
  counter?: FallbackCounter;
  /**
   * Understands the message through the model (structured output, `createOpenAIUnderstanding`); decide and say
   * then run on it as on the local model's. When absent, or when it fails, the local model understands.
   */
  understand?: UnderstandWithModel;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const MAX_TOOL_ROUNDS = 3;

/**
 * The OpenAI engine: streaming chat completions with tools, grounded on the local knowledge base. Its text is
 * held back sentence by sentence until each passes the reply checks (SentenceGate); a failing sentence, an
 * error or a timeout falls back to the local answer, and the fallback is counted.
 */
export function createOpenAIEngine(options: OpenAIEngineOptions): AssistantEngine {
  const client = new OpenAI({ apiKey: options.apiKey, ...(options.baseURL ? { baseURL: options.baseURL } : {}), maxRetries: 0 });
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const counter = options.counter ?? openaiFallbacks;

  async function* stream(input: AssistantInput, replyOptions?: ReplyOptions): AsyncGenerator<AssistantStreamEvent, void, undefined> {
    counter.countTurn();
    const understood = await understandFirst(input, replyOptions);
    // The answer plan from the understanding: the reply when the model's text fails, and the metadata either way.
    const local = await options.fallback.reply(understood, replyOptions);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('openai timeout')), timeoutMs);
    const onAbort = () => controller.abort(replyOptions?.signal?.reason);
    replyOptions?.signal?.addEventListener('abort', onAbort, { once: true });
    const prompt = promptContext(understood, options.bookingBaseUrl);
    const gate = new SentenceGate(allowedPhoneDigits(input, prompt));
    let shown = false;
    /** The local answer instead: streamed when nothing was shown yet, else in `done`, which replaces the text. */
    const useLocal = function* (reason: FallbackReason, detail: string): Generator<AssistantStreamEvent, void, undefined> {
      counter.countFallback(reason);
      options.onFallback?.(detail);
      if (!shown) for (const text of chunkWords(local.content)) yield { type: 'delta', text };
      yield { type: 'done', reply: local };
    };
    try {
      const effects = emptyEffects();
      let content = '';
      for await (const text of completion(client, options, understood, prompt, effects, controller.signal)) {
        content += text;
        const step = gate.push(text);
        for (const sentence of step.released) {
          shown = true;
          yield { type: 'delta', text: sentence };
        }
        if (step.violation) {
          yield* useLocal(step.violation.rule, `model reply broke a rule: ${step.violation.rule} (${step.violation.detail})`);
          return;
        }
      }
      const last = gate.finish();
      for (const sentence of last.released) {
        shown = true;
        yield { type: 'delta', text: sentence };
      }
      if (last.violation) {
        yield* useLocal(last.violation.rule, `model reply broke a rule: ${last.violation.rule} (${last.violation.detail})`);
        return;
      }
      const reply: AssistantReply = {
        content: content.trim(),
        metadata: mergeMetadata(local.metadata, effects),
        ...leadChangeOf(effects),
      };
      const violations = replyViolations(reply);
      if (violations.length > 0) {
        yield* useLocal('reply_rule', `model reply broke a rule: ${violations.join('; ')}`);
        return;
      }
      yield { type: 'done', reply };
    } catch (error) {
      replyOptions?.signal?.throwIfAborted();
      const timedOut = controller.signal.aborted;
      yield* useLocal(timedOut ? 'timeout' : 'server_error', timedOut ? 'timeout' : errorSummary(error));
    } finally {
      controller.abort(new Error('reply finished'));
      clearTimeout(timer);
      replyOptions?.signal?.removeEventListener('abort', onAbort);
    }
  }

  /** The input with the model's understanding of the message, or as it was when there is none (counted). */
  async function understandFirst(input: AssistantInput, replyOptions?: ReplyOptions): Promise<AssistantInput> {
    if (!options.understand) return input;
    try {
      const understanding = await options.understand(
        input.message,
        input.history,
        replyOptions?.signal ? { signal: replyOptions.signal } : {},
      );
      return { ...input, understanding };
    } catch (error) {
      replyOptions?.signal?.throwIfAborted();
      const reason = error instanceof UnderstandingError ? error.reason : 'server_error';
      counter.countUnderstandingFallback(reason);
      options.onFallback?.(`model understanding failed: ${reason}`);
      return input;
    }
  }

  return {
    name: 'openai',
    stream,
    async reply(input, replyOptions) {
      for await (const event of stream(input, replyOptions)) {
        if (event.type === 'done') return event.reply;
      }
      throw new Error('OpenAI engine ended without a reply');
    },
  };
}

interface PromptContext {
  analysis: Analysis;
  region: ChatRegionData;
  context: AnswerContext;
}

function promptContext(input: AssistantInput, bookingBaseUrl: string | undefined): PromptContext {
  const analysis = analyze(input, input.understanding);
  const regionKey: ServiceRegionKey = analysis.city && analysis.city.region !== 'nationwide' ? analysis.city.region : input.regionKey;
  const region = chatRegionData(regionKey, bookingBaseUrl);
  const context: AnswerContext = { region, info: REGIONS[regionKey], city: analysis.city?.name ?? input.city ?? REGIONS[regionKey].city };
  return { analysis, region, context };
}

/** The numbers a reply may give: the region's phone (the page's and the named city's) and the visitor's own. */
function allowedPhoneDigits(input: AssistantInput, prompt: PromptContext): Set<string> {
  const phones = [prompt.region.phone, REGIONS[input.regionKey].phone, input.lead?.phone, prompt.analysis.lead.phone];
  return new Set(phones.filter((phone): phone is string => Boolean(phone)).map(phoneDigits));
}

/** Streams the model's text, running tool calls between rounds. */
async function* completion(
  client: OpenAI,
  options: OpenAIEngineOptions,
  input: AssistantInput,
  prompt: PromptContext,
  effects: ToolEffects,
  signal: AbortSignal,
): AsyncGenerator<string, void, undefined> {
  const { analysis, region, context } = prompt;
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: buildSystemPrompt(context, retrieve(input.message), analysis, input.locale, input.handOffOpen === true) },
    // The server's stored transcript; T.O.D.'s lines in it are its own.
    ...input.history.map((item): ChatCompletionMessageParam => ({ role: item.role, content: item.content })),
    { role: 'user', content: input.message },
  ];

  for (let round = 0; round < MAX_TOOL_ROUNDS; round++) {
    const response = await client.chat.completions.create(
      { model: options.model, messages, tools: TOOLS, stream: true, temperature: 0.3 },
      { signal },
    );
    const calls = new Map<number, { id: string; name: string; arguments: string }>();
    let text = '';
    for await (const chunk of response) {
      const delta = chunk.choices[0]?.delta;
      if (!delta) continue;
      if (delta.content) {
        text += delta.content;
        yield delta.content;
      }
      for (const call of delta.tool_calls ?? []) {
        const current = calls.get(call.index) ?? { id: '', name: '', arguments: '' };
        if (call.id) current.id = call.id;
        if (call.function?.name) current.name += call.function.name;
        if (call.function?.arguments) current.arguments += call.function.arguments;
        calls.set(call.index, current);
      }
    }
    if (calls.size === 0) return;
    const toolCalls: ChatCompletionMessageToolCall[] = [...calls.values()].map((call, index) => ({
      id: call.id || `call_${round}_${index}`,
      type: 'function',
      function: { name: call.name, arguments: call.arguments },
    }));
    messages.push({ role: 'assistant', content: text || null, tool_calls: toolCalls });
    for (const call of toolCalls) {
      if (call.type !== 'function') continue;
      messages.push({
        role: 'tool',
        tool_call_id: call.id,
        content: runTool(call.function.name, call.function.arguments, region, effects),
      });
    }
  }
  throw new Error('too many tool rounds');
}

/** The explicit corrections and the note the model recorded with capture_lead, if any. */
function leadChangeOf(effects: ToolEffects): Pick<AssistantReply, 'leadChange'> {
  if (effects.corrects.length === 0 && !effects.note) return {};
  return { leadChange: { corrects: [...effects.corrects], ...(effects.note ? { note: effects.note } : {}) } };
}

/** The local engine's metadata, with what the model's tool calls added. */
function mergeMetadata(local: ChatMetadata, effects: ToolEffects): ChatMetadata {
  const lead = { ...local.leadInfo, ...effects.lead };
  const metadata: ChatMetadata = {
    ...local,
    engine: 'openai',
    leadInfo: { ...lead, isComplete: Boolean(lead.name && lead.phone && lead.city && lead.issue) },
  };
  if (effects.escalate && local.ctaGuidance?.primaryAction !== 'emergency_call') {
    metadata.ctaType = 'escalate';
    metadata.ctaGuidance = { showCTA: true, availableActions: ['call', 'book', 'escalate'], primaryAction: 'escalate' };
  }
  return metadata;
}

function errorSummary(error: unknown): string {
  if (error instanceof OpenAI.APIError) return `openai error ${error.status ?? 'connection'}`;
  return error instanceof Error ? error.name : 'unknown error';
}
