import type {
  ChatRequest,
  ChatResponse,
  EscalationRequest,
  EscalationResult,
  RecommendationsRequest,
  RecommendationsResponse,
} from '@tod/domain/contracts';

/** Why a call failed: no answer at all, an error answer of the API, or an answer we could not read. */
export interface TransportError {
  kind: 'network' | 'http' | 'protocol';
  status?: number;
  /** The API's visitor-safe message, when it sent one. */
  message?: string;
  code?: string;
  /** From a Retry-After header (seconds or an HTTP date), in whole seconds from now. */
  retryAfterSeconds?: number;
}

export type Result<T> = { data: T } | { error: TransportError };

/** The chat API as the UI sees it; tests pass a fake. */
export interface ChatTransport {
  /** Sends a message; streamed text arrives through `onDelta` before the result. */
  send(request: ChatRequest, onDelta: (text: string) => void, signal?: AbortSignal): Promise<Result<ChatResponse>>;
  recommendations(request: RecommendationsRequest, signal?: AbortSignal): Promise<Result<RecommendationsResponse>>;
  escalate(request: EscalationRequest, signal?: AbortSignal): Promise<Result<EscalationResult>>;
}
