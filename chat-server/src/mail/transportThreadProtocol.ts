import type { MailMessage } from './transport.ts';

/** The messages between the server's thread and the mail thread (transportThread.ts). */
export interface MailThreadRequest {
  id: number;
  message: MailMessage;
}

/** A delivery error as it crosses the thread: the SMTP reply code decides whether the outbox retries. */
export interface MailThreadError {
  name: string;
  message: string;
  code?: string | undefined;
  responseCode?: number | undefined;
}

export type MailThreadReply = { id: number; ok: true } | { id: number; ok: false; error: MailThreadError };

export function toMailThreadError(error: unknown): MailThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  };
}

export function fromMailThreadError(error: MailThreadError): Error {
  return Object.assign(new Error(error.message), error);
}
