import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { AssistantEngine } from './engine.ts';
import { createLocalEngine } from './localEngine.ts';
import { createOpenAIEngine } from './openai/openaiEngine.ts';
import { createOpenAIUnderstanding } from './openai/understandWithOpenAI.ts';

export type EngineConfig = Pick<Config, 'engine' | 'openai' | 'bookingBaseUrl'> & { openaiTimeoutMs?: number };

/** True when the configuration answers with the local engine: TOD_ENGINE is not 'openai', or OPENAI_API_KEY is missing. */
export function usesLocalEngine(config: Pick<EngineConfig, 'engine' | 'openai'>): boolean {
  return config.engine !== 'openai' || !config.openai.apiKey;
}

/** The engine TOD_ENGINE picks: 'openai' needs OPENAI_API_KEY; 'local' otherwise (and as its fallback). */
export function createEngine(config: EngineConfig, logger?: Pick<Logger, 'warn'>): AssistantEngine {
  const local = createLocalEngine(config.bookingBaseUrl ? { bookingBaseUrl: config.bookingBaseUrl } : {});
  const { apiKey } = config.openai;
  if (!apiKey || usesLocalEngine(config)) return local;
  const server = { apiKey, ...(config.openai.baseUrl ? { baseURL: config.openai.baseUrl } : {}), model: config.openai.model };
  return createOpenAIEngine({
    ...server,
    understand: createOpenAIUnderstanding(server),
    ...(config.openaiTimeoutMs ? { timeoutMs: config.openaiTimeoutMs } : {}),
    ...(config.bookingBaseUrl ? { bookingBaseUrl: config.bookingBaseUrl } : {}),
    fallback: local,
    onFallback: (reason) => logger?.warn({ event: 'assistant_fallback', reason }, 'OpenAI engine fell back to the local engine'),
  });
}
