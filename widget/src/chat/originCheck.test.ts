import { describe, expect, it, vi } from 'vitest';
import { checkOrigin } from './originCheck.ts';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('checkOrigin', () => {
  it('asks GET /api/health without credentials', async () => {
    const fetchImpl = answer(200, { status: 'ok' });
    expect(await checkOrigin('https://chat.example', fetchImpl)).toBe('allowed');
    expect(fetchImpl).toHaveBeenCalledWith('https://chat.example/api/health', { credentials: 'omit' });
  });

  it('reads 403 origin_not_allowed as refused', async () => {
    expect(await checkOrigin('https://chat.example', answer(403, { message: 'x', code: 'origin_not_allowed' }))).toBe('refused');
  });

  it('treats any other answer, an unreadable body or a network failure as unknown (the chat stays on)', async () => {
    expect(await checkOrigin('https://chat.example', answer(403, { code: 'forbidden' }))).toBe('unknown');
    expect(await checkOrigin('https://chat.example', answer(503, {}))).toBe('unknown');
    const notJson = vi.fn(async () => new Response('<html>', { status: 403 })) as unknown as typeof fetch;
    expect(await checkOrigin('https://chat.example', notJson)).toBe('unknown');
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await checkOrigin('https://chat.example', offline)).toBe('unknown');
  });
});
