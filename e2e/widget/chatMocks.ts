import type { Page, Request, Route } from '@playwright/test';
import type { ChatResponse } from '@tod/domain/contracts';

/** Metadata of a reply for each CTA variant the widget can show (SPEC §4 ctaGuidance / ctaType). */
export const CTA_VARIANTS: Record<string, ChatResponse['metadata']> = {
  callPrimary: {
    confidence: 0.9,
    region: 'Portland Metro',
    ctaGuidance: { showCTA: true, availableActions: ['call', 'book', 'escalate'], primaryAction: 'call' },
  },
  bookPrimary: {
    confidence: 0.9,
    region: 'Portland Metro',
    ctaGuidance: { showCTA: true, availableActions: ['call', 'book', 'escalate'], primaryAction: 'book' },
    suggestions: ['What is the service call fee?', 'Can you come today?'],
  },
  emergency: {
    confidence: 0.95,
    region: 'Portland Metro',
    ctaGuidance: { showCTA: true, availableActions: ['call', 'escalate'], primaryAction: 'emergency_call' },
  },
  escalatePrimary: {
    confidence: 0.6,
    region: 'Portland Metro',
    ctaGuidance: { showCTA: true, availableActions: ['call', 'escalate'], primaryAction: 'escalate' },
  },
  estimate: { confidence: 0.8, region: 'Portland Metro', ctaType: 'estimate' },
  faqMatch: {
    confidence: 0.65,
    region: 'Portland Metro',
    ctaType: 'call',
    faqMatch: { question: 'My garage door spring is broken. What should I do?', category: 'repairs', score: 0.65 },
  },
  leadCaptured: {
    confidence: 0.9,
    region: 'Portland Metro',
    ctaGuidance: { showCTA: true, availableActions: ['call', 'book'], primaryAction: 'book' },
    leadInfo: { name: 'Dana Price', phone: '(503) 555-0142', city: 'Portland', issue: 'Broken spring', isComplete: true },
  },
};

export const LONG_REPLY = Array.from(
  { length: 14 },
  (_, index) => `Step ${index + 1}: keep clear of the door while the spring is broken; a technician releases the tension safely.`,
).join('\n\n');

/** An SSE answer of POST /api/chat/stream that the widget reads like the real server's. */
export function sseReply(content: string, metadata: ChatResponse['metadata']): string {
  return `event: delta\ndata: ${JSON.stringify({ text: content.slice(0, 20) })}\n\nevent: done\ndata: ${JSON.stringify({ content, metadata })}\n\n`;
}

export interface ChatMock {
  /** The JSON bodies the widget posted, oldest first. */
  requests: Record<string, unknown>[];
  /** The next replies, in order; each is content + metadata, 'hold' (answered only by release()), or a status. */
  queue: Array<
    | { content: string; metadata: ChatResponse['metadata'] }
    | { status: number; headers?: Record<string, string>; body: unknown }
    | 'fail'
    | 'hold'
  >;
  /** Answers a held request with the given reply. */
  release(content: string, metadata: ChatResponse['metadata']): Promise<void>;
}

/**
 * Replaces the chat API of one page with scripted answers, so every widget state can be reached
 * deterministically (the real server's answers are the conversation spec's business).
 */
export async function mockChat(page: Page, options: { delayMs?: number } = {}): Promise<ChatMock> {
  let held: Route | undefined;
  const mock: ChatMock = {
    requests: [],
    queue: [],
    async release(content, metadata) {
      const route = held;
      held = undefined;
      await route?.fulfill({ status: 200, contentType: 'text/event-stream', body: sseReply(content, metadata) });
    },
  };
  await page.route('**/api/chat/stream', async (route: Route, request: Request) => {
    mock.requests.push(request.postDataJSON() as Record<string, unknown>);
    const next = mock.queue.shift() ?? { content: 'Happy to help.', metadata: CTA_VARIANTS.callPrimary ?? { confidence: 1, region: 'x' } };
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (next === 'hold') {
      held = route;
      return;
    }
    if (next === 'fail') return route.abort('connectionrefused');
    if ('status' in next)
      return route.fulfill({
        status: next.status,
        headers: next.headers ?? {},
        contentType: 'application/json',
        body: JSON.stringify(next.body),
      });
    return route.fulfill({ status: 200, contentType: 'text/event-stream', body: sseReply(next.content, next.metadata) });
  });
  await page.route('**/api/recommendations', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ recommendations: [] }) }),
  );
  await page.route('**/api/escalations', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, submissionId: 'DL-TEST-1', internalEmailId: 'mail-1' }),
    }),
  );
  return mock;
}
