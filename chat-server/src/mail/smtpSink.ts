import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** SMTP connections opened so far (a pooled client reuses a few). */
  connections(): number;
  /** Messages being received right now (the most at once: maxInFlight). */
  maxInFlight(): number;
  close(): Promise<void>;
}

/** For tests: a real SMTP server on loopback that keeps what it receives. */
export interface SmtpSinkOptions {
  port?: number;
  /** Answer 550 to every RCPT TO (the recipient does not exist). */
  rejectRecipients?: boolean;
  /** Answer this code to MAIL FROM while it returns one (530: authentication required), e.g. a misconfigured relay. */
  rejectSender?: () => number | undefined;
  /** Hold each message this long before accepting it (a slow relay). */
  acceptDelayMs?: number;
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let connections = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const serverOptions: SMTPServerOptions = {
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      const code = options.rejectSender?.();
      if (code) {
        callback(Object.assign(new Error('Authentication required'), { responseCode: code }));
        return;
      }
      callback();
    },
    onRcptTo(_address, _session, callback) {
      if (options.rejectRecipients) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (options.acceptDelayMs) await new Promise((resolve) => setTimeout(resolve, options.acceptDelayMs));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        inFlight -= 1;
        callback();
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  // A client killed mid-session (the crash tests) resets its connection: that is the client's fault, not the sink's.
  server.on('error', () => {});
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    connections: () => connections,
    maxInFlight: () => maxInFlight,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port with nothing listening on it (for "SMTP is down"). */
export async function unusedPort(): Promise<number> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Header value of a raw RFC 822 message (unfolded), or undefined. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
