import type { Warn } from './config.ts';
import type { TodApi } from './createWidget.ts';

const METHODS = ['open', 'close', 'toggle', 'send', 'identify', 'configure', 'on', 'off', 'destroy'] as const;
type Method = (typeof METHODS)[number];

/**
 * Calls a page made before the loader ran, from either stub style:
 * `window.TOD = [['open']]` / `TOD.push(['configure', {...}])`, or a function or object with a `q` queue.
 */
export function queuedCalls(stub: unknown): unknown[][] {
  const queue = Array.isArray(stub) ? stub : isObjectLike(stub) && Array.isArray(stub.q) ? stub.q : [];
  return queue
    .map((call: unknown) => (Array.isArray(call) ? call : isArguments(call) ? Array.from(call) : null))
    .filter((call): call is unknown[] => call !== null && call.length > 0);
}

export function replayCalls(api: TodApi, calls: unknown[][], warn: Warn): void {
  for (const [method, ...args] of calls) {
    if (typeof method === 'string' && (METHODS as readonly string[]).includes(method)) {
      (api[method as Method] as (...values: unknown[]) => void)(...args);
    } else {
      warn(`[T.O.D.] Ignoring queued call ${JSON.stringify(String(method))}: not a TOD method.`);
    }
  }
}

function isObjectLike(value: unknown): value is { q?: unknown } {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

function isArguments(value: unknown): value is ArrayLike<unknown> {
  return Object.prototype.toString.call(value) === '[object Arguments]';
}
