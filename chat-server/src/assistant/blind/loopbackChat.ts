import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../../testApp.ts';
import type { BlindCase, BlindConversation, BlindReply } from './blindSet.ts';

/** How long one chat turn may take before it fails. */
const TURN_TIMEOUT_MS = 15_000;

/**
 * A chat server on loopback for a blind set: the real app (routes, the local engine, lead storage) over an
 * in-memory database, with the per-address and per-session chat limits lifted so a long set needs no pacing.
 * Each case is a new visitor: its first reply's session token is sent back on every later turn, as the widget
 * does, so the server's own transcript and stored lead carry the conversation (docs/decisions/0283).
 */
export async function startLoopbackChat(): Promise<{ baseUrl: string; open(item: BlindCase): BlindConversation; close(): Promise<void> }> {
  const { app, dispose } = await createTestApp({ abuseLimits: { chatPerIpPerMinute: 1_000_000, chatPerSessionPerMinute: 1_000_000 } });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    open: (item) => chatOverHttp(baseUrl, item),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await dispose();
    },
  };
}

/** One conversation against `POST {baseUrl}/api/chat`: a fresh session, its token sent back, the history kept. */
export function chatOverHttp(baseUrl: string, item: BlindCase): BlindConversation {
  const sessionId = `blind_${randomUUID().replace(/-/g, '')}`;
  const history: Array<{ role: 'user' | 'assistant'; content: string }> = [];
  let sessionToken: string | undefined;
  return {
    async send(message) {
      const response = await fetch(`${baseUrl}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          message,
          sessionId,
          ...(sessionToken ? { sessionToken } : {}),
          context: { conversationHistory: history.slice(-20), userRegion: item.region },
        }),
        signal: AbortSignal.timeout(TURN_TIMEOUT_MS),
      });
      const reply = (await response.json().catch(() => undefined)) as BlindReply | undefined;
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      if (!reply || typeof reply !== 'object') throw new Error('the reply is not JSON');
      sessionToken ??= reply.metadata?.sessionToken;
      history.push({ role: 'user', content: message });
      if (typeof reply.content === 'string') history.push({ role: 'assistant', content: reply.content });
      return reply;
    },
  };
}
