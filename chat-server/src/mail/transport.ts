import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import { type DurableFileSystem, writeFileDurably } from './durableFile.ts';
import { headerText } from './headerText.ts';

export interface MailMessage {
  key: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null | undefined;
}

/** Delivers one message; rejects when it could not (the worker retries or gives up). */
export interface MailTransport {
  readonly kind: 'smtp' | 'eml';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The same key always gives the same Message-ID, so a receiving system can drop a duplicate. */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'tod.local';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

/** Replies to RCPT TO that say this recipient will never accept mail: no such mailbox, not local, bad name. */
const PERMANENT_RECIPIENT_CODES = new Set([550, 551, 553]);

/**
 * Only a recipient-level permanent refusal (550/551/553 to RCPT TO) is final. Anything else may pass
 * later and is retried: a relay's 530 to MAIL FROM (auth), a 554 at connect, 4xx, timeouts, refused
 * connections; a relay that answers 5xx for a misconfiguration is fixed by people, not by dropping mail.
 */
export function isPermanentMailError(error: unknown): boolean {
  const { responseCode, command } = (error as { responseCode?: unknown; command?: unknown } | null) ?? {};
  return command === 'RCPT TO' && typeof responseCode === 'number' && PERMANENT_RECIPIENT_CODES.has(responseCode);
}

/**
 * The message as nodemailer takes it. The subject and the key are made header-safe here as well, whoever built
 * them: a mail queued before a fix, or a new notification that forgot to, still leaves with clean headers.
 */
function envelope(message: MailMessage, from: string) {
  return {
    from,
    to: message.to,
    subject: headerText(message.subject),
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    messageId: messageIdFor(message.key, from),
    headers: { 'X-TOD-Key': headerText(message.key) },
  };
}

/** SMTP connections kept open and used in parallel; the outbox worker sends this many mails at once. */
export const SMTP_POOL_CONNECTIONS = 4;

/**
 * nodemailer over SMTP_URL (smtp:// or smtps://, with nodemailer's query options), pooled: up to
 * SMTP_POOL_CONNECTIONS connections stay open for 100 messages each, instead of a new connection (and
 * TLS handshake) per mail. The URL is parsed here because nodemailer ignores every other option given
 * next to a URL.
 */
export function smtpTransport(smtpUrl: string, from: string, options: { maxConnections?: number } = {}): MailTransport {
  const pooled = {
    ...parseConnectionUrl(smtpUrl),
    pool: true as const,
    maxConnections: options.maxConnections ?? SMTP_POOL_CONNECTIONS,
    maxMessages: 100,
    // A connection that closes mid-send is retried once on another (a relay's idle timeout); after that the
    // send fails and the outbox retries with back-off. nodemailer's default requeues for ever, so a cut link
    // left sends hanging until the worker's own timeout. (Not in @types/nodemailer, hence the variable.)
    maxRequeues: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
  const transporter = nodemailer.createTransport(pooled);
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail(envelope(message, from));
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP: each message as an RFC 822 `.eml` file under `directory` (one file per key), on disk
 * (fsynced with its directory) before send() resolves and the outbox marks it sent.
 */
export function emlFileTransport(directory: string, from: string, fs?: DurableFileSystem): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'eml',
    async send(message) {
      const info = await builder.sendMail(envelope(message, from));
      await mkdir(directory, { recursive: true });
      await writeFileDurably(join(directory, emlFileName(message.key)), info.message as Buffer, fs);
    },
    close: () => builder.close(),
  };
}

export function emlFileName(key: string): string {
  const readable = key.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 80);
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 8);
  return `${readable}-${hash}.eml`;
}
