import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** For tests only: one scripted answer of the fake server. */
export type FakeTurn =
  | { kind: 'text'; chunks: string[] }
  | { kind: 'tool'; name: string; arguments: string; id?: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'break'; chunks: string[] }
  /** A whole (non-streamed) completion whose message content is `content` (structured output). */
  | { kind: 'json'; content: string };

/** Answers each request from its parsed body and its index (0-based): a script that reads what was asked. */
export type FakeResponder = (request: Record<string, unknown>, index: number) => FakeTurn;

export interface FakeOpenAIServer {
  baseURL: string;
  /** Parsed JSON bodies of the requests received, in order. */
  requests: Array<Record<string, unknown>>;
  /** Headers of the requests received. */
  headers: IncomingMessage['headers'][];
  /** Answers the next requests from this script (or responder), from its first turn. */
  setScript(script: FakeTurn[] | FakeResponder): void;
  close(): Promise<void>;
}

/**
 * For tests and `npm run eval -- --openai-fake` only: an OpenAI-compatible chat-completions server on 127.0.0.1
 * that answers with scripted SSE chunks (plain node:http) and records what it receives. A list plays in order
 * (its last turn repeats); a responder picks each answer from the request.
 */
export async function startFakeOpenAIServer(
  script: FakeTurn[] | FakeResponder,
  options: { record?: boolean } = {},
): Promise<FakeOpenAIServer> {
  const record = options.record ?? true;
  const requests: Array<Record<string, unknown>> = [];
  const headers: IncomingMessage['headers'][] = [];
  const open = new Set<import('node:http').ServerResponse>();
  let turn = 0;
  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    if (record) {
      requests.push(body);
      headers.push(req.headers);
    }
    const step = typeof script === 'function' ? script(body, turn) : script[Math.min(turn, script.length - 1)];
    if (!step) {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'no script' } }));
      return;
    }
    turn += 1;
    if (step.kind === 'status') {
      res
        .writeHead(step.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
      return;
    }
    if (step.kind === 'json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 0,
          model: 'test-model',
          choices: [{ index: 0, message: { role: 'assistant', content: step.content, refusal: null }, finish_reason: 'stop' }],
        }),
      );
      return;
    }
    if (step.kind === 'hang') {
      open.add(res);
      res.on('close', () => open.delete(res));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (delta: Record<string, unknown>, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: 'test-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    if (step.kind === 'tool') {
      send({
        role: 'assistant',
        tool_calls: [{ index: 0, id: step.id ?? 'call_1', type: 'function', function: { name: step.name, arguments: '' } }],
      });
      const middle = Math.floor(step.arguments.length / 2);
      send({ tool_calls: [{ index: 0, function: { arguments: step.arguments.slice(0, middle) } }] });
      send({ tool_calls: [{ index: 0, function: { arguments: step.arguments.slice(middle) } }] });
      send({}, 'tool_calls');
    } else {
      send({ role: 'assistant', content: '' });
      for (const text of step.chunks) send({ content: text });
      if (step.kind === 'break') {
        // A corrupt event after some text: the client has read the text, then the stream fails.
        res.end('data: {"choices": [\n\n');
        return;
      }
      send({}, 'stop');
    }
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    headers,
    setScript(next) {
      script = next;
      turn = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
