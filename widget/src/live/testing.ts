/** A text/event-stream response whose events a test pushes, and ends or breaks, when it likes. */
export function fakeStream(status = 200) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(value) {
      controller = value;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(status === 200 ? body : null, { status, headers: { 'content-type': 'text/event-stream' } }),
    send(event: string, data: object, id?: number) {
      controller.enqueue(encoder.encode(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    end: () => controller.close(),
    break: () => controller.error(new TypeError('network')),
  };
}

/** A timer a test runs by hand: every delay asked for, in order. */
export function manualTimers() {
  const pending: { run: () => void; ms: number }[] = [];
  return {
    pending,
    setTimer: (run: () => void, ms: number) => {
      const timer = { run, ms };
      pending.push(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => {
      const index = pending.indexOf(timer as (typeof pending)[number]);
      if (index >= 0) pending.splice(index, 1);
    },
    /** Runs the oldest timer whose delay is not the silence watchdog's. */
    runNext(predicate: (ms: number) => boolean = () => true) {
      const index = pending.findIndex((timer) => predicate(timer.ms));
      const [timer] = pending.splice(index, 1);
      timer?.run();
      return timer?.ms;
    },
  };
}

export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
