import { REGIONS, type ChatMetadata, type ServiceRegionKey, chatRegionData } from '@tod/domain';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionMessageToolCall } from 'openai/resources/chat/completions';
import { analyze } from '../analyze.ts';
import type { AssistantEngine, AssistantInput, AssistantReply, AssistantStreamEvent, ReplyOptions } from '../engine.ts';
import { replyViolations } from '../invariants.ts';
import type { AnswerContext } from '../knowledge.ts';
import { retrieve } from '../retrieval.ts';
import { buildSystemPrompt } from './systemPrompt.ts';
import { TOOLS, type ToolEffects, emptyEffects, runTool } from './tools.ts';

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
}

const DEFAULT_TIMEOUT_MS = 15_000;
const MAX_TOOL_ROUNDS = 3;

/** The OpenAI engine: streaming chat completions with tools, grounded on the local knowledge base. */
export function createOpenAIEngine(options: OpenAIEngineOptions): AssistantEngine {
  const client = new OpenAI({ apiKey: options.apiKey, ...(options.baseURL ? { baseURL: options.baseURL } : {}), maxRetries: 0 });
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function* stream(input: AssistantInput, replyOptions?: ReplyOptions): AsyncGenerator<AssistantStreamEvent, void, undefined> {
    const local = await options.fallback.reply(input, replyOptions);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('openai timeout')), timeoutMs);
    const onAbort = () => controller.abort(replyOptions?.signal?.reason);
    replyOptions?.signal?.addEventListener('abort', onAbort, { once: true });
    let streamed = false;
    try {
      const effects = emptyEffects();
      let content = '';
      for await (const text of completion(client, options, input, effects, controller.signal)) {
        content += text;
        streamed = true;
        yield { type: 'delta', text };
      }
      const reply: AssistantReply = { content: content.trim(), metadata: mergeMetadata(local.metadata, effects) };
      const violations = replyViolations(reply);
      if (violations.length > 0) {
        options.onFallback?.(`model reply broke a rule: ${violations.join('; ')}`);
        yield { type: 'done', reply: local };
        return;
      }
      yield { type: 'done', reply };
    } catch (error) {
      replyOptions?.signal?.throwIfAborted();
      options.onFallback?.(controller.signal.aborted ? 'timeout' : errorSummary(error));
      if (!streamed) {
        yield* options.fallback.stream(input, replyOptions);
        return;
      }
      // Text already went out: `done` carries the local answer, which replaces it.
      yield { type: 'done', reply: local };
    } finally {
      clearTimeout(timer);
      replyOptions?.signal?.removeEventListener('abort', onAbort);
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

/** Streams the model's text, running tool calls between rounds. */
async function* completion(
  client: OpenAI,
  options: OpenAIEngineOptions,
  input: AssistantInput,
  effects: ToolEffects,
  signal: AbortSignal,
): AsyncGenerator<string, void, undefined> {
  const analysis = analyze(input);
  const regionKey: ServiceRegionKey = analysis.city && analysis.city.region !== 'nationwide' ? analysis.city.region : input.regionKey;
  const region = chatRegionData(regionKey, options.bookingBaseUrl);
  const context: AnswerContext = { region, info: REGIONS[regionKey], city: analysis.city?.name ?? input.city ?? REGIONS[regionKey].city };
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: buildSystemPrompt(context, retrieve(input.message), analysis) },
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
