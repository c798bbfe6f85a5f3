import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { AssistantEngine } from './engine.ts';
import { createLocalEngine } from './localEngine.ts';
import { createOpenAIEngine } from './openai/openaiEngine.ts';

export type EngineConfig = Pick<Config, 'engine' | 'openai' | 'bookingBaseUrl'> & { openaiTimeoutMs?: number };

/** The engine TOD_ENGINE picks: 'openai' needs OPENAI_API_KEY; 'local' otherwise (and as its fallback). */
export function createEngine(config: EngineConfig, logger?: Pick<Logger, 'warn'>): AssistantEngine {
  const local = createLocalEngine(config.bookingBaseUrl ? { bookingBaseUrl: config.bookingBaseUrl } : {});
  if (config.engine !== 'openai' || !config.openai.apiKey) return local;
  return createOpenAIEngine({
    apiKey: config.openai.apiKey,
    ...(config.openai.baseUrl ? { baseURL: config.openai.baseUrl } : {}),
    model: config.openai.model,
    ...(config.openaiTimeoutMs ? { timeoutMs: config.openaiTimeoutMs } : {}),
    ...(config.bookingBaseUrl ? { bookingBaseUrl: config.bookingBaseUrl } : {}),
    fallback: local,
    onFallback: (reason) => logger?.warn({ event: 'assistant_fallback', reason }, 'OpenAI engine fell back to the local engine'),
  });
}
