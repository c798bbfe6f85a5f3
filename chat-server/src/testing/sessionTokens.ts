import type { Express } from 'express';
import request from 'supertest';

/**
 * For tests: one visitor's widget per session id, as far as tokens go. The token a session's first answer
 * issues (a chat reply's `metadata.sessionToken`, or an escalation's `sessionToken`) is sent with every later
 * request of that session, as the widget does (docs/decisions/0140, 0360).
 * @example const widget = new SessionTokens(app); await widget.post('/api/chat', body)
 */
export class SessionTokens {
  readonly #tokens = new Map<string, string>();

  constructor(readonly app: Express) {}

  /** The token issued for a session, if any. */
  tokenOf(sessionId: string): string | undefined {
    return this.#tokens.get(sessionId);
  }

  /** POSTs `payload` with its session's token (unless it names one), and keeps a token the answer issues. */
  async post(path: string, payload: { sessionId: string; sessionToken?: string } & Record<string, unknown>) {
    const token = payload.sessionToken ?? this.#tokens.get(payload.sessionId);
    const response = await request(this.app)
      .post(path)
      .send({ ...payload, ...(token ? { sessionToken: token } : {}) });
    const issued =
      (response.body as { metadata?: { sessionToken?: string }; sessionToken?: string } | undefined)?.metadata?.sessionToken ??
      (response.body as { sessionToken?: string } | undefined)?.sessionToken ??
      /"sessionToken":"([\w-]+)"/.exec(response.text ?? '')?.[1];
    if (issued && !this.#tokens.has(payload.sessionId)) this.#tokens.set(payload.sessionId, issued);
    return response;
  }
}
